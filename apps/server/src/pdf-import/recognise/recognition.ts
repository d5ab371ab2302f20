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
}

export interface UnrecognisedRow {
  text: string;
  page: number;
  quantity: number | null;
  codeGuess: string;
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
}

/** Lines that sum the others up, in the 7 languages: never articles, never "not recognised". */
export const totalLine =
  /\b(?:sous-total|total|subtotal|zwischensumme|gesamt\w*|summe|totaal|subtotaal|totale|subtotale|livraison|delivery|versand|lieferung|verzending|levering|spedizione|consegna|env[ií]o|entrega|portes|tva|vat|mwst|btw|iva)\b/iu;

export const clean = (text: string) => text.replace(/\s+/g, " ").trim();
