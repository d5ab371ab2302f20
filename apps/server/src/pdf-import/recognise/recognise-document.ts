import type { PdfModelId } from "@frontalier/shared/pdf-import/pdf-models";
import type { Line } from "../layout/build-lines.ts";
import { splitColumns } from "../layout/split-columns.ts";
import { isArticleShaped, unreadLine } from "./article-shape.ts";
import { recogniseKitchenPlanner } from "./kitchen-planner.ts";
import { documentCurrency } from "./numbers.ts";
import { orderConfirmationMark, recogniseOrderConfirmation } from "./order-confirmation.ts";
import type { DocumentReading, Recognition } from "./recognition.ts";
import { recogniseRetailerList } from "./retailer-list.ts";

/**
 * Reads a document's lines (from a PDF's text layer, or from OCR: one `Line` per printed line,
 * its cells the text between runs of spaces) with every layout and keeps the one that recognises
 * it best: the most lines bearing the layout's own marks (weights or totals that agree with the
 * quantity for the kitchen planner, a quantity column for the order confirmation, quantity words
 * for the retailer's list); the order confirmation's title settles a tie. Every line with the
 * shape of an article line ends up recognised or not read, none is dropped. Null when no layout
 * finds anything.
 */
export function recogniseDocument(pageLines: readonly Line[]): DocumentReading | null {
  const lines = splitColumns(pageLines);
  const titled = lines.some((line) => orderConfirmationMark.test(line.text));
  const readings: [PdfModelId, Recognition][] = [
    ["order-confirmation", recogniseOrderConfirmation(lines)],
    ["kitchen-planner", recogniseKitchenPlanner(lines)],
    ["retailer-list", recogniseRetailerList(lines)],
  ];
  const score = ([model, reading]: [PdfModelId, Recognition]) =>
    reading.sure * 4 +
    reading.lines.length +
    (model === "order-confirmation" && titled && reading.lines.length > 0 ? 2 : 0);
  let best: [PdfModelId, Recognition] | null = null;
  for (const candidate of readings) {
    const [, reading] = candidate;
    if (reading.lines.length + reading.unrecognised.length === 0) continue;
    if (!best || score(candidate) > score(best)) best = candidate;
  }
  if (!best) return null;
  const [model, { lines: recognised, unrecognised }] = best;
  const read = new Set([...recognised, ...unrecognised].map((entry) => entry.line));
  const shaped = lines.map((line) => isArticleShaped(line));
  // What the layout passed over but looks like an article line is shown as not read.
  const missed = lines.flatMap((line, index) =>
    shaped[index] && !read.has(index) ? [unreadLine(line, index)] : [],
  );
  return {
    model,
    lines: recognised,
    unrecognised: [...unrecognised, ...missed].sort((a, b) => a.line - b.line),
    currency: documentCurrency(lines.map((line) => line.text)),
    seen: shaped.filter((isShaped, index) => isShaped || read.has(index)).length,
  };
}
