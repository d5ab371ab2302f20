/**
 * How the retailer's pages say "2 pieces" in the 7 languages (retailer quirk: German prints both
 * `Stück` and `St.`, Spanish `piezas` and `uds.`), and the labels of a quantity column or field.
 */
const quantityWords = [
  "pièces",
  "pièce",
  "pcs",
  "pc",
  "pieces",
  "piece",
  "items",
  "item",
  "Stück",
  "Stk\\.",
  "St\\.",
  "stuks",
  "stuk",
  "pz\\.?",
  "pezzi",
  "pezzo",
  "piezas",
  "pieza",
  "uds\\.",
  "ud\\.",
  "unidades",
  "unidade",
  "un\\.",
];

const quantityLabels = [
  "Quantité",
  "Qté",
  "Quantity",
  "Qty",
  "Menge",
  "Anzahl",
  "Aantal",
  "Quantità",
  "Qtà",
  "Cantidad",
  "Cant\\.",
  "Quantidade",
  "Qtd\\.",
];

const counted = new RegExp(
  String.raw`(?<![\d.,\p{L}])(\d{1,3})\s?(?:x\s)?(?:${quantityWords.join("|")})(?![\p{L}])`,
  "iu",
);
const labelled = new RegExp(
  String.raw`(?<![\p{L}])(?:${quantityLabels.join("|")})\s*:?\s*(\d{1,3})(?![\d.,])`,
  "iu",
);

/** `2 pièces`, `3 St.`, `Quantité : 2`, `Aantal 4` → the count; null when the text has none. */
export function findQuantity(text: string): number | null {
  const match = counted.exec(text) ?? labelled.exec(text);
  if (!match) return null;
  const quantity = Number(match[1]);
  return quantity > 0 ? quantity : null;
}

/** The text without its quantity phrases (`2 pièces`, `Qté : 2`): what is left to name an article. */
export const withoutQuantity = (text: string) =>
  text.replace(everyCounted, " ").replace(everyLabelled, " ");

const everyCounted = new RegExp(counted.source, "giu");
const everyLabelled = new RegExp(labelled.source, "giu");

/** A bare count in a cell (`2`, `2x`, `x 2`), as the table layouts print it. */
export function parseCount(text: string): number | null {
  const match = /^(?:x\s?)?(\d{1,3})(?:\s?x)?$/i.exec(text.trim());
  const quantity = match ? Number(match[1]) : 0;
  return quantity > 0 ? quantity : null;
}
