import { ApiError } from "./http";

// What a refused call says, read the same way by every form and button that makes one.

/** A refused request's 4xx `{"error": "…", "field": "…"}` (crates/api/API.md, "Conventions"). */
export function serverError(error: unknown): { error: string; field?: string } | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  const body = error.body as { error?: unknown; field?: unknown } | null;
  if (!body || typeof body.error !== "string") return undefined;
  return { error: body.error, field: typeof body.field === "string" ? body.field : undefined };
}

/** The 422 `{"errors": {field: [message]}}` of a form the server refused. */
export function fieldErrors(error: unknown): Record<string, string[]> | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== "object") return undefined;
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === "string") : typeof messages === "string" ? [messages] : [];
    if (list.length) result[field] = list;
  }
  return result;
}
