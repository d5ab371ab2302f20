import { describe, expect, it } from "vitest";
import { parseSalesItemCommunications } from "./parse-salesitem-communications.ts";
import {
  hasIkeaFixtures,
  ikeaFixtureNames,
  ikeaFixturesNote,
  readIkeaFixture,
} from "./testing/shared-data.ts";

describe.skipIf(!hasIkeaFixtures)(`parseSalesItemCommunications ${ikeaFixturesNote}`, () => {
  it("reads every recorded answer", () => {
    const names = ikeaFixtureNames("salesitem_communications_");
    expect(names.length).toBeGreaterThanOrEqual(2);
    for (const name of names) {
      const [details] = parseSalesItemCommunications(readIkeaFixture(name));
      expect(details?.articleCode, name).toMatch(/^\d{8}$/);
      expect(details?.imageUrl, name).toMatch(/_s5\.jpg$/);
    }
  });

  it("KALLAX in English and in Russian", () => {
    const json = readIkeaFixture("salesitem_communications_ru_30379118_kallax.json");
    expect(parseSalesItemCommunications(json, { languageCode: "en" })).toEqual([
      {
        articleCode: "30379118",
        isCombination: false,
        name: "KALLAX",
        typeName: "shelving unit",
        designText: "grey/wood effect",
        measure: "77x147 cm",
        imageUrl: expect.stringContaining("__0494558_pe627165_s5.jpg"),
        children: [],
      },
    ]);
    expect(parseSalesItemCommunications(json, { languageCode: "ru" })[0]).toMatchObject({
      name: "KALLAX КАЛЛАКС",
      measure: "77x147 см",
    });
  });

  it("EKET combination with its child articles", () => {
    const [eket] = parseSalesItemCommunications(
      readIkeaFixture("salesitem_communications_ru_combination.json"),
    );
    expect(eket).toMatchObject({ articleCode: "49443609", isCombination: true, name: "EKET" });
    expect(eket?.children).toEqual([
      { articleCode: "40510858", quantity: 2 },
      { articleCode: "40359389", quantity: 2 },
      { articleCode: "30359342", quantity: 2 },
      { articleCode: "10359343", quantity: 2 },
    ]);
  });
});

describe("parseSalesItemCommunications (shapes made here)", () => {
  it("tolerates missing media, design and measurements", () => {
    const [item] = parseSalesItemCommunications({
      data: [
        {
          itemKey: { itemType: "ART", itemNo: "12345678" },
          productNameGlobal: "LACK",
          localisedCommunications: [{ languageCode: "fr" }],
        },
      ],
    });
    expect(item).toEqual({
      articleCode: "12345678",
      isCombination: false,
      name: "LACK",
      typeName: null,
      designText: null,
      measure: null,
      imageUrl: null,
      children: [],
    });
  });
});
