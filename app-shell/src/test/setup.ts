import { afterEach, vi } from "vitest";
import { cleanup } from "@testing-library/react";

// wasm-bindgen finds the window by `globalThis instanceof Window`; under Vitest the global is
// Node's with jsdom's window copied onto it, so teach `instanceof` that it is the window.
const nativeHasInstance = Function.prototype[Symbol.hasInstance];
Object.defineProperty(window.Window, Symbol.hasInstance, {
  value: (candidate: unknown) => candidate === globalThis || nativeHasInstance.call(window.Window, candidate),
});

// jsdom lays nothing out, so it has no scrolling; the shell scrolls lists into view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollBy ??= function scrollBy() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
