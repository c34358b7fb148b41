import type { components, operations } from "./schema";

// Helpers over the generated `schema.d.ts` (openapi-typescript over `/api/openapi.json`, the
// document the server serves and its HTTP tests check every answer against; `cargo xtask
// generate` rewrites it). The shell's API types are aliases of these, so a change of the
// server's answers shows up as a type error here.

/** A named schema of the document (`Schema<"Product">`). */
export type Schema<N extends keyof components["schemas"]> = components["schemas"][N];

/** The JSON body of an operation's 200 answer (`Answer<"search">` is `Product[]`). */
export type Answer<Op extends keyof operations> = operations[Op] extends {
  responses: { 200: { content: { "application/json": infer Body } } };
}
  ? Body
  : never;

/** The JSON request body of an operation. */
export type RequestBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { "application/json": infer Body } };
}
  ? Body
  : never;
