import { describe, expect, it } from "vitest";
import { codeFromCell, codeFromUrl } from "./parse-article-code.ts";

describe("codeFromCell", () => {
  it.each([
    ["00102065", { code: "00102065", isCombination: false }],
    ["S49130806", { code: "49130806", isCombination: true }],
    ["s69305697", { code: "69305697", isCombination: true }],
    [" 001.020.65 ", { code: "00102065", isCombination: false }],
  ])("%s", (text, expected) => expect(codeFromCell(text)).toEqual(expected));

  it.each(["", "368814", "123456789", "0010206A", "X49130806", "001-020-65"])(
    "refuses %j",
    (text) => expect(codeFromCell(text)).toBeNull(),
  );
});

describe("codeFromUrl", () => {
  it.each([
    [
      "https://www.ikea.com/sa/en/p/nordviken-bar-table-black-00368814/",
      { code: "00368814", isCombination: false },
    ],
    [
      "https://www.ikea.com/no/no/p/soederhamn-3-seters-sofa-viarp-beige-brun-s69305697/",
      { code: "69305697", isCombination: true },
    ],
    ["https://www.ikea.com/us/en/p/x-10466611", { code: "10466611", isCombination: false }],
    [
      "https://www.ikea.com/us/en/p/x-10466611/?from=feed",
      { code: "10466611", isCombination: false },
    ],
  ])("%s", (url, expected) => expect(codeFromUrl(url)).toEqual(expected));

  it.each([
    "",
    "https://www.ikea.com/sa/en/cat/furniture-fu001/",
    "https://www.ikea.com/sa/en/p/x-0036881/",
    "https://www.ikea.com/sa/en/p/x-003688144/",
  ])("refuses %j", (url) => expect(codeFromUrl(url)).toBeNull());
});
