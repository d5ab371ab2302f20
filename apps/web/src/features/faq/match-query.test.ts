import { describe, expect, it } from "vitest";
import { matchesQuery } from "./match-query";

const entry = {
  id: "conversion",
  category: "conversion",
  question: "Comment les prix sont-ils convertis ?",
  answer: "Nous utilisons les taux de la Banque centrale européenne.",
};

describe("matchesQuery", () => {
  it.each([
    ["", true],
    ["  ", true],
    ["convertis", true],
    ["EUROPEENNE", true],
    ["taux banque", true],
    ["taux stripe", false],
    ["premium", false],
  ])("%j → %s", (query, expected) => {
    expect(matchesQuery(entry, query)).toBe(expected);
  });
});
