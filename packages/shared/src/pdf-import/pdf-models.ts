/**
 * The layouts the PDF import recognises (`GET /api/get-pdf-models-list`); names and descriptions
 * are translated in `pdf-import.json` under `models.<id>`.
 */
export const pdfModelIds = ["retailer-list", "kitchen-planner", "order-confirmation"] as const;

export type PdfModelId = (typeof pdfModelIds)[number];
