import { describe, expect, it } from "vitest";
import { htmlText } from "./text";

describe("htmlText", () => {
  it("keeps paragraphs and line breaks apart", () => {
    expect(htmlText("<p>Ծաղիկը կսկսի աճել։</p><p>Ջրեք շաբաթը մեկ։</p>")).toBe("Ծաղիկը կսկսի աճել։ Ջրեք շաբաթը մեկ։");
    expect(htmlText("<p>It lasts longer.<br>Do not dry it.</p>")).toBe("It lasts longer. Do not dry it.");
    expect(htmlText("<h2>Care</h2><ul><li>Water</li><li>Light</li></ul>")).toBe("Care Water Light");
  });

  it("keeps inline markup inside a word and reads nothing for nothing", () => {
    expect(htmlText("<p><strong>Ամառ</strong>ային զգեստ</p>")).toBe("Ամառային զգեստ");
    expect(htmlText("  <p>  a \n  b </p> ")).toBe("a b");
    expect(htmlText("")).toBe("");
    expect(htmlText(null)).toBe("");
  });
});
