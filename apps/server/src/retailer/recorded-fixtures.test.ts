import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hasIkeaFixtures, ikeaFixturesDir, ikeaFixturesNote } from "./testing/shared-data.ts";

/** Each recorded shape and the parser tested against it; a new fixture must be placed here. */
const readBy: [prefix: string, parser: string][] = [
  ["pip_item_", "parse-product-json"],
  ["sik_search_item_", "parse-search-item, parse-search-response, parse-product-list"],
  ["salesitem_communications_", "parse-salesitem-communications"],
  ["cia_availabilities_", "parse-availabilities"],
];

describe.skipIf(!hasIkeaFixtures)(`recorded IKEA responses ${ikeaFixturesNote}`, () => {
  it("every file has a parser or is knowingly left aside", () => {
    const unclaimed = readdirSync(ikeaFixturesDir).filter(
      (name) => !readBy.some(([prefix]) => name.startsWith(prefix)),
    );
    expect(unclaimed).toEqual([]);
  });
});
