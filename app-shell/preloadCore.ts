import type { Plugin } from "vite";

/**
 * Asks for the core's WebAssembly with the document. The module graph fetches it only once every
 * script has arrived and started evaluating (vite-plugin-wasm's `fetch`), so on a slow line it was
 * the last link of the chain before the first render. The preload's mode and credentials match
 * that `fetch` (cors, same-origin), so the browser hands its answer over instead of asking twice.
 */
export function preloadCore(): Plugin {
  return {
    name: "storefront-preload-core",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const wasm = Object.keys(context.bundle ?? {}).filter((file) => file.endsWith(".wasm"));
        return wasm.map((file) => ({
          tag: "link",
          attrs: { rel: "preload", href: `/${file}`, as: "fetch", crossorigin: "anonymous" },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
