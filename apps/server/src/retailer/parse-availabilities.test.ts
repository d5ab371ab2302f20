import { describe, expect, it } from "vitest";
import { parseAvailabilities } from "./parse-availabilities.ts";
import { RetailerResponseError } from "./retailer-response-error.ts";
import {
  hasIkeaFixtures,
  ikeaFixtureNames,
  ikeaFixturesNote,
  readIkeaFixture,
} from "./testing/shared-data.ts";

const stock = (over: Record<string, unknown> = {}) => ({
  type: "CASHCARRY",
  quantity: 12,
  updateDateTime: "2026-11-20T05:00:00.000Z",
  probabilities: [{ type: "THIS_DAY", communication: { messageType: "HIGH_IN_STOCK" } }],
  ...over,
});
const entry = (store: string, stocks: unknown[] | null, type = "STO", itemNo = "50411990") => ({
  isInCashAndCarryRange: true,
  classUnitKey: { classUnitCode: store, classUnitType: type },
  itemKey: { itemNo, itemType: "ART" },
  ...(stocks ? { availableStocks: stocks } : {}),
});

describe("store stock (cia availabilities)", () => {
  it("reads each store's shelf stock, its status and its next delivery", () => {
    const stocks = parseAvailabilities(
      {
        availabilities: null,
        data: [
          entry("063", [stock()]),
          entry("069", [
            stock({
              quantity: 0,
              probabilities: [{ communication: { messageType: "OUT_OF_STOCK" } }],
              restocks: [
                {
                  type: "DELIVERY",
                  quantity: 44,
                  earliestDate: "2026-11-25",
                  latestDate: "2026-12-02",
                },
              ],
            }),
          ]),
          entry("070", [
            stock({
              quantity: 2,
              probabilities: [{ communication: { messageType: "LOW_IN_STOCK" } }],
            }),
          ]),
          entry("071", [stock({ quantity: 5, probabilities: [] })]),
          entry("072", null),
          entry("DE", null, "RU"),
          entry("073", [stock()], "STO", "00263850"),
        ],
      },
      "50411990",
    );
    expect(stocks).toEqual([
      {
        storeCode: "063",
        status: "in_stock",
        quantity: 12,
        updatedAt: "2026-11-20T05:00:00.000Z",
        restock: null,
      },
      {
        storeCode: "069",
        status: "out_of_stock",
        quantity: 0,
        updatedAt: "2026-11-20T05:00:00.000Z",
        restock: { earliest: "2026-11-25", latest: "2026-12-02", quantity: 44 },
      },
      {
        storeCode: "070",
        status: "low_stock",
        quantity: 2,
        updatedAt: "2026-11-20T05:00:00.000Z",
        restock: null,
      },
      {
        storeCode: "071",
        status: "in_stock",
        quantity: 5,
        updatedAt: "2026-11-20T05:00:00.000Z",
        restock: null,
      },
      { storeCode: "072", status: "unknown", quantity: null, updatedAt: null, restock: null },
    ]);
  });

  it("answers no store for an article nobody stocks, and refuses another shape", () => {
    expect(parseAvailabilities({ data: [] }, "50411990")).toEqual([]);
    expect(parseAvailabilities({ data: null, availabilities: null }, "50411990")).toEqual([]);
    expect(() => parseAvailabilities("<html>", "50411990")).toThrow(RetailerResponseError);
    expect(() =>
      parseAvailabilities({ data: [{ classUnitKey: { classUnitCode: 63 } }] }, "50411990"),
    ).toThrow(RetailerResponseError);
  });
});

describe.skipIf(!hasIkeaFixtures)(`recorded store stock ${ikeaFixturesNote}`, () => {
  it("reads the 55 German stores of the recording", () => {
    const [name] = ikeaFixtureNames("cia_availabilities_");
    const stocks = parseAvailabilities(readIkeaFixture(name!), "50411990");
    expect(stocks).toHaveLength(56);
    const byStore = new Map(stocks.map((s) => [s.storeCode, s]));
    expect(byStore.get("063")).toMatchObject({ status: "in_stock", quantity: 122 });
    expect(byStore.get("069")).toMatchObject({
      status: "out_of_stock",
      quantity: 0,
      restock: { earliest: "2022-11-25", latest: "2022-12-02", quantity: 44 },
    });
    const counts = { in: 0, out: 0, unknown: 0 };
    for (const s of stocks) {
      if (s.status === "in_stock") counts.in++;
      else if (s.status === "out_of_stock") counts.out++;
      else counts.unknown++;
    }
    expect(counts).toEqual({ in: 33, out: 21, unknown: 2 });
  });
});
