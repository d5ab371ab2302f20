import type { PdfModelId } from "@frontalier/shared/pdf-import/pdf-models";
import type { Line } from "../layout/build-lines.ts";
import { recogniseKitchenPlanner } from "./kitchen-planner.ts";
import { documentCurrency } from "./numbers.ts";
import { orderConfirmationMark, recogniseOrderConfirmation } from "./order-confirmation.ts";
import type { DocumentReading, Recognition } from "./recognition.ts";
import { recogniseRetailerList } from "./retailer-list.ts";

/**
 * Reads the document with every layout and keeps the one that recognises it best: the most lines
 * bearing the layout's own marks (weights for the kitchen planner, a quantity column for the
 * order confirmation, quantity words for the retailer's list); the order confirmation's title
 * settles a tie. Null when no layout finds anything.
 */
export function recogniseDocument(lines: readonly Line[]): DocumentReading | null {
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
  return {
    model,
    lines: recognised,
    unrecognised,
    currency: documentCurrency(lines.map((line) => line.text)),
  };
}
