import { readDefaultStores } from "../stores/default-stores.ts";
import { unitHash } from "./fake-hash.ts";

/** The store codes the fake knows per country: the shipped store list's by default. */
export type FakeStoreCodes = (country: string) => readonly string[];

let codesByCountry: Map<string, string[]> | undefined;

/** The real store codes (buCode) of data/stores.json, the ones seeded at start. */
export const defaultStoreCodes: FakeStoreCodes = (country) => {
  if (!codesByCountry) {
    codesByCountry = new Map();
    for (const store of readDefaultStores()) {
      const codes = codesByCountry.get(store.country) ?? [];
      codes.push(store.id);
      codesByCountry.set(store.country, codes);
    }
  }
  return codesByCountry.get(country) ?? [];
};

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The availability answer (cia shape) for an article in a country: per store, a shelf quantity
 * fixed by the seed, the code and the store (a third of the stores out of stock, with a delivery
 * window in the next weeks). Any well-formed code has stock: the offline demo's catalogue is not
 * the fake's, and the podium asks only for countries that price the article.
 */
export function renderFakeStock(
  code: string,
  country: string,
  seed: string,
  storeCodes: FakeStoreCodes,
  now = Date.now(),
): unknown {
  const updated = new Date(now - 3 * 3_600_000).toISOString();
  const data = storeCodes(country).map((store) => {
    const draw = unitHash(seed, "stock", code, store);
    const quantity = draw < 0.3 ? 0 : Math.floor(draw * 180);
    const messageType =
      quantity === 0 ? "OUT_OF_STOCK" : quantity < 10 ? "LOW_IN_STOCK" : "HIGH_IN_STOCK";
    const inDays = 3 + Math.floor(unitHash(seed, "restock", code, store) * 14);
    return {
      isInCashAndCarryRange: true,
      isInHomeDeliveryRange: true,
      availableStocks: [
        {
          type: "CASHCARRY",
          quantity,
          updateDateTime: updated,
          probabilities: [
            { type: "THIS_DAY", updateDateTime: updated, communication: { messageType } },
          ],
          ...(quantity < 10
            ? {
                restocks: [
                  {
                    type: "DELIVERY",
                    quantity: 20 + Math.floor(draw * 100),
                    earliestDate: isoDay(now + inDays * DAY_MS),
                    latestDate: isoDay(now + (inDays + 7) * DAY_MS),
                    updateDateTime: updated,
                    reliability: "HIGH",
                  },
                ],
              }
            : {}),
        },
      ],
      classUnitKey: { classUnitCode: store, classUnitType: "STO" },
      itemKey: { itemNo: code, itemType: "ART" },
    };
  });
  return { availabilities: null, data, timestamp: new Date(now).toISOString() };
}
