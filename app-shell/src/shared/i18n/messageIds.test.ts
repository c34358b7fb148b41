import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../test/messages";

// Every source file of the shell (not the generated WASM package, not the tests themselves).
const sources = import.meta.glob<string>(["../../**/*.{ts,tsx}", "!../../wasm-pkg/**", "!../../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const AREAS = new Set(Object.keys(MESSAGES.en).map((id) => id.split(".")[0]));

/** The message ids a source text uses: `<FormattedMessage id="…">`, `formatMessage({ id: "…" })`,
 * `{ id: "…" }` tables, and any string literal that names an id of a known area (ids picked by
 * a ternary or a lookup table). */
export function messageIdsIn(text: string): Set<string> {
  const ids = new Set<string>();
  const patterns = [
    /<FormattedMessage\b[^>]*?\bid=(?:\{\s*)?["'`]([^"'`]+)["'`]/g,
    /formatMessage\(\s*\{\s*id:\s*["'`]([^"'`]+)["'`]/g,
    /\bid:\s*["']([a-z0-9_]+(?:\.[a-z0-9_]+)+)["']/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) ids.add(match[1]);
  for (const match of text.matchAll(/["'`]([a-z0-9_]+(?:\.[a-z0-9_]+)+)["'`]/g)) {
    if (AREAS.has(match[1].split(".")[0])) ids.add(match[1]);
  }
  return ids;
}

describe("message ids used by the shell", () => {
  const used = new Map<string, string[]>();
  for (const [path, text] of Object.entries(sources)) {
    for (const id of messageIdsIn(text)) used.set(id, [...(used.get(id) ?? []), path]);
  }

  it("finds the ids in the source", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(used.has("search.nothing_found")).toBe(true);
    expect(used.has("home.block.thirteenth")).toBe(true);
    expect(used.has("nav.catalog")).toBe(true);
  });

  it("recognises each way of naming an id", () => {
    const sample = `
      <FormattedMessage id="a.one" /> <FormattedMessage values={{}} id={"a.two"} />
      intl.formatMessage({ id: "a.three" }, { x: 1 }); const table = [{ value: "x", id: "a.four" }];
      const picked = flag ? "catalog.x_one" : "catalog.x_two"; const path = "/shop/catalog"; const file = "x.json";
    `;
    expect([...messageIdsIn(sample)].sort()).toEqual(["a.four", "a.one", "a.three", "a.two", "catalog.x_one", "catalog.x_two"]);
  });

  for (const locale of ["hy", "ru", "en"] as const) {
    it(`exist in ${locale}`, () => {
      const missing = [...used.entries()].filter(([id]) => !(id in MESSAGES[locale])).map(([id, paths]) => `${id} (${paths.join(", ")})`);
      expect(missing).toEqual([]);
    });
  }
});
