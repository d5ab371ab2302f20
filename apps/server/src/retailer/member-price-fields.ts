import { z } from "zod";
import { lenient } from "./response-fields.ts";

/**
 * Decision 045: how the retailer's answers mark a member (IKEA Family) price. In a search item the
 * `salesPrice` carries the tag `FAMILY_PRICE` (alone in `tag`, or among `tags`); its `current`
 * price is then the members' one and `previous` the price everyone else pays. The product JSON
 * only has the flag `experimental.isFamilyPrice`, with no second price.
 */
export const FAMILY_PRICE_TAG = "FAMILY_PRICE";

export const priceTags = {
  tag: lenient(z.string()),
  tags: lenient(z.array(z.string().catch(""))),
  /** When the member price holds, as the answer may say (ISO dates or times). */
  validFrom: lenient(z.string()),
  validTo: lenient(z.string()),
};

export const isFamilyTagged = (price: { tag?: string | null; tags?: string[] | null }) =>
  price.tag === FAMILY_PRICE_TAG || (price.tags ?? []).includes(FAMILY_PRICE_TAG);

/** Why a member price the answer showed was not kept; null when kept or when there was none. */
export type MemberPriceIgnored =
  | "no_price_beside_it"
  | "not_lower_than_shelf"
  | "outside_its_dates"
  | "flag_without_price";

const instant = (text: string | null | undefined): number | null => {
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Whether `observedAt` falls within the dates the answer gives; a date that does not read is no
 * limit. A date without a time (`2026-09-07`) is taken to cover that whole day.
 */
export function withinDates(
  dates: { validFrom?: string | null; validTo?: string | null },
  observedAt: Date,
): boolean {
  const from = instant(dates.validFrom);
  let to = instant(dates.validTo);
  if (to !== null && /^\d{4}-\d{2}-\d{2}$/.test(dates.validTo ?? "")) to += 86_400_000 - 1;
  const at = observedAt.getTime();
  return (from === null || at >= from) && (to === null || at <= to);
}
