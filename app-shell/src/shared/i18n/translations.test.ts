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
    // Contact details read the same in every language.
    const languageFree = ["footer.phone", "footer.email"];
    const sameAsEnglish = (Object.keys(hy) as (keyof typeof hy)[]).filter(
      (id) => hy[id] === en[id] && !languageFree.includes(id),
    );
    expect(sameAsEnglish).toEqual([]);
  });
});
