import { describe, expect, it } from "vitest";
import hy from "../../../../crates/server/translations/hy.json";
import ru from "../../../../crates/server/translations/ru.json";
import en from "../../../../crates/server/translations/en.json";

describe("shell messages", () => {
  it("exist in all three languages with the same ids", () => {
    const ids = Object.keys(hy).sort();
    expect(Object.keys(ru).sort()).toEqual(ids);
    expect(Object.keys(en).sort()).toEqual(ids);
  });

  it("are really translated (no Armenian page shows English text)", () => {
    const sameEverywhere = Object.keys(hy).filter(
      (id) => hy[id as keyof typeof hy] === en[id as keyof typeof en] && !/^[+\d\s@.a-z]+$/.test(hy[id as keyof typeof hy]),
    );
    expect(sameEverywhere).toEqual([]);
  });
});
