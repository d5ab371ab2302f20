import { describe, expect, it } from "vitest";
import { matchesQuery, parseSynonyms } from "./match-query";

const entry = {
  id: "conversion",
  category: "conversion",
  question: "Comment les prix sont-ils convertis dans ma monnaie ?",
  answer: "Nous utilisons les taux de la Banque centrale européenne.",
};

const synonyms = parseSynonyms("BCE, Banque centrale européenne; devise, monnaie, change;; seul");

describe("matchesQuery", () => {
  it.each([
    ["", true],
    ["  ", true],
    ["convertis", true],
    ["EUROPEENNE", true],
    ["taux banque", true],
    ["taux stripe", false],
    ["premium", false],
    // Words of the answer, whatever the case and accents.
    ["utilisons", true],
    ["Européenne", true],
    ["CENTRALE européenne", true],
  ])("%j → %s", (query, expected) => {
    expect(matchesQuery(entry, query, synonyms)).toBe(expected);
  });

  it.each([
    ["BCE", true],
    ["bce", true],
    ["devise", true],
    ["Dévise", true],
    ["taux de change", true],
    ["devise stripe", false],
  ])("%j finds what its synonyms find → %s", (query, expected) => {
    expect(matchesQuery(entry, query, synonyms)).toBe(expected);
    if (expected && query !== "taux de change") expect(matchesQuery(entry, query)).toBe(false);
  });

  it("reads groups of two words or more, folded", () => {
    expect(synonyms).toEqual([
      ["bce", "banque centrale europeenne"],
      ["devise", "monnaie", "change"],
    ]);
  });
});
