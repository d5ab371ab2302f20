import { errorTextValues } from "@frontalier/shared/error-text-values";
import type { ErrorCode } from "@frontalier/shared/errors";
import { fillText } from "@frontalier/shared/fill-text";
import type { Locale } from "@frontalier/shared/locales";
import de from "@frontalier/shared/locales/de/errors.json" with { type: "json" };
import en from "@frontalier/shared/locales/en/errors.json" with { type: "json" };
import es from "@frontalier/shared/locales/es/errors.json" with { type: "json" };
import fr from "@frontalier/shared/locales/fr/errors.json" with { type: "json" };
import it from "@frontalier/shared/locales/it/errors.json" with { type: "json" };
import nl from "@frontalier/shared/locales/nl/errors.json" with { type: "json" };
import pt from "@frontalier/shared/locales/pt/errors.json" with { type: "json" };

// Typed so that the compiler fails when a language lacks the message of an error code.
const catalogs: Record<Locale, Record<ErrorCode, string>> = { fr, en, de, es, pt, it, nl };

export const errorMessage = (code: ErrorCode, locale: Locale): string =>
  fillText(catalogs[locale][code], errorTextValues, locale);
