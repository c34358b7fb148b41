import { afterEach, describe, expect, it, vi } from "vitest";

// Each test reads a fresh document's block: the module keeps what it read.
async function freshModule() {
  vi.resetModules();
  return import("./firstScreen");
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the first screen's answers", () => {
  it("are keyed by path and sorted query, as the server writes them", async () => {
    const { answerKey } = await freshModule();
    expect(answerKey("/api/products?locale=hy&currency=AMD&search=red dress&page=1")).toBe(
      "/api/products?currency=AMD&locale=hy&page=1&search=red+dress",
    );
    expect(answerKey("/api/translations")).toBe("/api/translations");
  });

  it("answer the first call only; a refetch goes to the network", async () => {
    document.body.innerHTML =
      '<div id="root" data-first-screen=""></div><script type="application/json" id="first-screen-answers">{"/api/categories?locale=hy":{"data":[{"id":1}]}}</script>';
    const { drawnByServer, takeFirstScreenAnswer } = await freshModule();
    expect(drawnByServer()).toBe(true);
    expect(takeFirstScreenAnswer("/api/categories?locale=hy")).toEqual({ data: [{ id: 1 }] });
    expect(takeFirstScreenAnswer("/api/categories?locale=hy")).toBeUndefined();
    expect(takeFirstScreenAnswer("/api/categories?locale=en")).toBeUndefined();
  });

  it("are none when the document has no block or a broken one", async () => {
    document.body.innerHTML = '<div id="root"></div><script type="application/json" id="first-screen-answers">{broken</script>';
    const { drawnByServer, takeFirstScreenAnswer } = await freshModule();
    expect(drawnByServer()).toBe(false);
    expect(takeFirstScreenAnswer("/api/categories?locale=hy")).toBeUndefined();
  });
});
