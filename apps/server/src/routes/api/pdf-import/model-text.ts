import { fillText } from "@frontalier/shared/fill-text";
import type { Locale } from "@frontalier/shared/locales";
import de from "@frontalier/shared/locales/de/pdf-import.json" with { type: "json" };
import en from "@frontalier/shared/locales/en/pdf-import.json" with { type: "json" };
import es from "@frontalier/shared/locales/es/pdf-import.json" with { type: "json" };
import fr from "@frontalier/shared/locales/fr/pdf-import.json" with { type: "json" };
import it from "@frontalier/shared/locales/it/pdf-import.json" with { type: "json" };
import nl from "@frontalier/shared/locales/nl/pdf-import.json" with { type: "json" };
import pt from "@frontalier/shared/locales/pt/pdf-import.json" with { type: "json" };
import type { PdfModelId } from "@frontalier/shared/pdf-import/pdf-models";
import { policyTextValues } from "@frontalier/shared/text-figures";

type ModelTexts = Record<PdfModelId, { name: string; description: string }>;

// Typed so that the compiler fails when a language lacks a model's name or description.
const catalogs: Record<Locale, { models: ModelTexts }> = { fr, en, de, es, pt, it, nl };

/**
 * A layout's name and description in the request's language (the page shows the same ones), with
 * its figures filled in (`{{languages, number}}`: the languages the app speaks).
 */
export const modelText = (id: PdfModelId, locale: Locale) => {
  const { name, description } = catalogs[locale].models[id];
  return { name, description: fillText(description, policyTextValues, locale) };
};
