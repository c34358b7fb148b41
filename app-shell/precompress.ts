import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Files worth compressing: text and WebAssembly (pictures and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|wasm|svg|json|txt|xml|webmanifest)$/;
/** Smaller files go as they are. */
const SMALLEST = 1024;

/**
 * Writes `x.js.br` and `x.js.gz` beside each built file worth it, at the highest levels: the
 * server sends these to browsers that accept them (its `ServeDir` looks for them), so no
 * script, style or the WebAssembly core is compressed per request, or sent uncompressed.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "storefront-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) walk(path);
          else if (COMPRESSIBLE.test(name)) {
            const body = readFileSync(path);
            if (body.length < SMALLEST) continue;
            writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
            writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
          }
        }
      };
      walk(outDir);
    },
  };
}
