import { afterEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// A page's code is a lazy chunk; the first test to open one transforms it, which takes over a
// second on a busy 2-core machine (CI builds in parallel). findBy* waits that long for it.
configure({ asyncUtilTimeout: 5000 });

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
