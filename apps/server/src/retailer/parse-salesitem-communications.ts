import { z } from "zod";
import { articleCodeField, lenient } from "./response-fields.ts";
import { parseWith } from "./retailer-response-error.ts";

/** What the sales-item communications API says of an article: words and pictures, never a price. */
export interface RetailerProductDetails {
  articleCode: string;
  isCombination: boolean;
  name: string;
  typeName: string | null;
  designText: string | null;
  measure: string | null;
  imageUrl: string | null;
  /** The articles a combination is made of; empty for a plain article. */
  children: { articleCode: string; quantity: number }[];
}

const itemKey = z.object({ itemType: lenient(z.string()), itemNo: articleCodeField });

const communication = z.object({
  languageCode: lenient(z.string()),
  productName: lenient(z.string()),
  productType: lenient(z.object({ name: lenient(z.string()) })),
  validDesign: lenient(z.object({ text: lenient(z.string()) })),
  measurements: lenient(
    z.object({
      referenceMeasurements: lenient(z.array(z.object({ metric: lenient(z.string()) }))),
    }),
  ),
  media: lenient(
    z.array(
      z.object({
        typeName: lenient(z.string()),
        variants: lenient(z.array(z.object({ quality: lenient(z.string()), href: z.string() }))),
      }),
    ),
  ),
});

type Communication = z.output<typeof communication>;

/** `GET api.ingka.ikea.com/salesitem/communications/{cc}/{lang}?itemNos=…` (SOURCES.md §3). */
const salesItemResponseSchema = z.object({
  data: z.array(
    z.object({
      itemKey,
      productNameGlobal: lenient(z.string()),
      localisedCommunications: z.array(communication).min(1),
      childItems: lenient(
        z.array(z.object({ quantity: z.number().int().positive(), itemKey: itemKey })),
      ),
    }),
  ),
});

/** The largest rendition of the main picture; S5 is the biggest the API lists. */
function mainImage(media: Communication["media"]): string | null {
  const main = media?.find((m) => m.typeName === "MAIN_PRODUCT_IMAGE") ?? media?.[0];
  const variants = main?.variants ?? [];
  return (variants.find((v) => v.quality === "S5") ?? variants[variants.length - 1])?.href ?? null;
}

/** One entry per article, in `languageCode` when the answer has it, else its first language. */
export function parseSalesItemCommunications(
  json: unknown,
  options: { languageCode?: string } = {},
): RetailerProductDetails[] {
  const response = parseWith(salesItemResponseSchema, json, "sales item communications");
  return response.data.map((item) => {
    const texts =
      item.localisedCommunications.find((c) => c.languageCode === options.languageCode) ??
      item.localisedCommunications[0]!;
    return {
      articleCode: item.itemKey.itemNo,
      isCombination: item.itemKey.itemType === "SPR",
      name: texts.productName || item.productNameGlobal || item.itemKey.itemNo,
      typeName: texts.productType?.name || null,
      designText: texts.validDesign?.text || null,
      measure: texts.measurements?.referenceMeasurements?.[0]?.metric || null,
      imageUrl: mainImage(texts.media),
      children: (item.childItems ?? []).map((child) => ({
        articleCode: child.itemKey.itemNo,
        quantity: child.quantity,
      })),
    };
  });
}
