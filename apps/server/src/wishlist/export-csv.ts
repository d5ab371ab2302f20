import type { WishlistItem } from "@frontalier/shared/contracts/wishlist";

/** One CSV field, quoted when it holds a separator, a quote or a line break (RFC 4180). */
const field = (value: string | number): string => {
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet: prefixed with a quote.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The wishlist as CSV (semicolon separated, as spreadsheets in most of Europe expect, with a BOM
 * so that accents survive): code, name, quantity, then the unit price in each compared country.
 */
export function wishlistCsv(
  items: readonly WishlistItem[],
  countries: readonly string[],
  unitPrice: (code: string, country: string) => string,
): string {
  const header = ["code", "name", "quantity", ...countries].map(field).join(";");
  const lines = items.map((item) =>
    [item.formattedCode, item.name, item.quantity, ...countries.map((c) => unitPrice(item.code, c))]
      .map(field)
      .join(";"),
  );
  return `\uFEFF${[header, ...lines].join("\r\n")}\r\n`;
}
