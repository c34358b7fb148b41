import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../test/messages";

describe("shell messages", () => {
  it("exist in all three languages with the same ids", () => {
    const ids = Object.keys(MESSAGES.hy).sort();
    expect(ids.length).toBeGreaterThan(0);
    expect(Object.keys(MESSAGES.ru).sort()).toEqual(ids);
    expect(Object.keys(MESSAGES.en).sort()).toEqual(ids);
  });

  it("are really translated (no Armenian page shows English text)", () => {
    // Contact details read the same in every language.
    const languageFree = ["footer.phone", "footer.phone_href", "footer.email", "footer.email_href", "catalog.card.discount"];
    const sameAsEnglish = Object.keys(MESSAGES.hy).filter(
      (id) => MESSAGES.hy[id] === MESSAGES.en[id] && !languageFree.includes(id),
    );
    expect(sameAsEnglish).toEqual([]);
  });
});
