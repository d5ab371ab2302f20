import { toMinorUnits } from "@frontalier/shared/money";

/**
 * A price split for display (`integer: "7 999"`, `decimals: ""` in RUB; `wholeNumber: "44"`,
 * `decimals: "99"`) back to a number; the whole part carries the locale's thousands separator.
 */
export function numeralFromParts(
  whole: string | null | undefined,
  decimals: string | null | undefined,
): number | null {
  const wholeDigits = whole?.replace(/\D/g, "") ?? "";
  if (wholeDigits === "") return null;
  const decimalDigits = decimals?.replace(/\D/g, "") ?? "";
  return Number(decimalDigits ? `${wholeDigits}.${decimalDigits}` : wholeDigits);
}

export function minorOrNull(
  major: number | null | undefined,
  currency: string | null,
): number | null {
  if (major === null || major === undefined || currency === null) return null;
  return toMinorUnits(major, currency);
}
