/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import wasm from "vite-plugin-wasm";
import { fileURLToPath } from "node:url";
import { precompress } from "./precompress";
import { preloadCore } from "./preloadCore";

const styleDir = fileURLToPath(new URL("../style", import.meta.url));
const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react(), wasm(), preloadCore(), precompress()],
  publicDir: "../public",
  resolve: { alias: { "@style": styleDir } },
  build: {
    target: "es2022",
    outDir: "dist",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Preloads only in index.html: a chunk loaded later has its imports fetched as the browser
    // reads it, where a link per chunk written into the head by script cost a phone 50 ms of
    // main thread at the shell's start (measured over a drawn page, 4x CPU).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
  },
  server: {
    fs: { allow: [".."] },
    proxy: { "/api": apiTarget, "/storage": apiTarget, "/cache": apiTarget },
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
