import { z } from "zod";
import { parseWith } from "./retailer-response-error.ts";

/** How much of an article a store has on its shelves, as the page shows it. */
export type StockStatus = "in_stock" | "low_stock" | "out_of_stock" | "unknown";

export interface StoreStock {
  /** The retailer's store code (`buCode`, `063`), the key of our store list. */
  storeCode: string;
  status: StockStatus;
  /** Units on the self-serve shelves (cash and carry); null when the store does not say. */
  quantity: number | null;
  /** When the store's figure was last updated (ISO 8601), if said. */
  updatedAt: string | null;
  /** The next delivery when the store has none or few: a window of dates and a quantity. */
  restock: { earliest: string; latest: string; quantity: number | null } | null;
}

const communication = z
  .object({ communication: z.object({ messageType: z.string().nullish() }).loose().nullish() })
  .loose();

const stockSchema = z
  .object({
    type: z.string(),
    quantity: z.number().int().nonnegative().nullish(),
    updateDateTime: z.string().nullish(),
    probabilities: z.array(communication).nullish(),
    restocks: z
      .array(
        z
          .object({
            earliestDate: z.string(),
            latestDate: z.string(),
            quantity: z.number().int().nonnegative().nullish(),
          })
          .loose(),
      )
      .nullish(),
  })
  .loose();

/**
 * `GET /cia/availabilities/ru/{cc}?itemNos={code}&expand=StoresList,Restocks` (api.ingka):
 * `{ data: [{ classUnitKey: { classUnitCode, classUnitType }, itemKey: { itemNo }, availableStocks }] }`,
 * one entry per store (`STO`) plus the country unit (`RU`, online stock).
 */
const availabilitiesSchema = z
  .object({
    data: z
      .array(
        z
          .object({
            classUnitKey: z.object({ classUnitCode: z.string(), classUnitType: z.string() }),
            itemKey: z.object({ itemNo: z.string() }).loose().nullish(),
            availableStocks: z.array(stockSchema).nullish(),
          })
          .loose(),
      )
      .nullish(),
  })
  .loose();

/** The messages the retailer shows in store, by what they tell a shopper. */
const statusByMessage: Record<string, StockStatus> = {
  HIGH_IN_STOCK: "in_stock",
  MEDIUM_IN_STOCK: "in_stock",
  LOW_IN_STOCK: "low_stock",
  OUT_OF_STOCK: "out_of_stock",
};

function statusOf(message: string | null | undefined, quantity: number | null): StockStatus {
  const said = message ? statusByMessage[message] : undefined;
  if (said) return said;
  if (quantity === null) return "unknown";
  return quantity > 0 ? "in_stock" : "out_of_stock";
}

/** Store by store, the self-serve stock of one article; other articles and units are left out. */
export function parseAvailabilities(json: unknown, code: string): StoreStock[] {
  const response = parseWith(availabilitiesSchema, json, "availability response");
  const stocks: StoreStock[] = [];
  for (const entry of response.data ?? []) {
    if (entry.classUnitKey.classUnitType !== "STO") continue;
    if (entry.itemKey && entry.itemKey.itemNo !== code) continue;
    const shelf = entry.availableStocks?.find((stock) => stock.type === "CASHCARRY");
    const quantity = shelf?.quantity ?? null;
    const message = shelf?.probabilities?.[0]?.communication?.messageType;
    const next = shelf?.restocks?.[0];
    stocks.push({
      storeCode: entry.classUnitKey.classUnitCode,
      status: shelf ? statusOf(message, quantity) : "unknown",
      quantity,
      updatedAt: shelf?.updateDateTime ?? null,
      restock: next
        ? { earliest: next.earliestDate, latest: next.latestDate, quantity: next.quantity ?? null }
        : null,
    });
  }
  return stocks;
}
