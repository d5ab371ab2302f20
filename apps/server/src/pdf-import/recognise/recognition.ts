import type { PdfModelId } from "@frontalier/shared/pdf-import/pdf-models";

/** A line read as an article, amounts in hundredths of the document's currency. */
export interface RecognisedLine {
  code: string;
  documentName: string;
  group: string | null;
  quantity: number;
  unitPriceMinor: number | null;
  lineTotalMinor: number | null;
  page: number;
  /** The index, in the lines read, of the line that bears the code. */
  line: number;
  /** Unit price × quantity against the printed line total, where both are printed. */
  priceCheck: PriceCheck | null;
}

export type PriceCheck = "agrees" | "disagrees";

export interface UnrecognisedRow {
  text: string;
  page: number;
  quantity: number | null;
  codeGuess: string;
  /** The index of the line, in the lines read. */
  line: number;
}

export interface Recognition {
  lines: RecognisedLine[];
  unrecognised: UnrecognisedRow[];
  /** Lines that carry the layout's own marks (a weight column, a quantity word…): its score. */
  sure: number;
}

export interface DocumentReading extends Omit<Recognition, "sure"> {
  model: PdfModelId;
  currency: string;
  /** Lines with the shape of an article line: each is in `lines` or in `unrecognised`. */
  seen: number;
}

/** Whether quantity × unit price makes the printed line total; null when one is not printed. */
export function checkPrice(
  quantity: number,
  unitPriceMinor: number | null,
  lineTotalMinor: number | null,
): PriceCheck | null {
  if (unitPriceMinor === null || lineTotalMinor === null) return null;
  return quantity * unitPriceMinor === lineTotalMinor ? "agrees" : "disagrees";
}

/** The quantity a line's prices imply (126,00 for 18,00 each: 7), when they imply a whole one. */
export function impliedQuantity(unitPriceMinor: number | null, lineTotalMinor: number | null) {
  if (!unitPriceMinor || lineTotalMinor === null) return null;
  const quantity = lineTotalMinor / unitPriceMinor;
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= 999 ? quantity : null;
}

/** Lines that sum the others up, in the 7 languages: never articles, never "not recognised". */
export const totalLine =
  /\b(?:sous-total|total|subtotal|zwischensumme|gesamt\w*|summe|totaal|subtotaal|totale|subtotale|livraison|delivery|versand|lieferung|verzending|levering|spedizione|consegna|env[ií]o|entrega|portes|tva|vat|mwst|btw|iva)\b/iu;

export const clean = (text: string) => text.replace(/\s+/g, " ").trim();
