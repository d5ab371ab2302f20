import { type GroupSeparator, type PriceText, parsePriceText } from "../parse-price.ts";
import { quote, type Rejection, reject } from "../rejection.ts";
import { unparsablePrice } from "./cells.ts";

/** A price written with its currency (`6.195 NOK`, `Dhs 1,050`), or why it was refused. */
export function readPriceText(text: string, group: GroupSeparator): PriceText | Rejection {
  const result = parsePriceText(text, group);
  if (!("error" in result)) return result;
  return result.error === "currency"
    ? reject(
        "unknown-currency",
        `unknown currency sign ${quote(result.sign ?? "")} in ${quote(text)}`,
      )
    : unparsablePrice(text);
}
