import type { Locale } from "@frontalier/shared/locales";
import de from "@frontalier/shared/locales/de/countries.json" with { type: "json" };
import en from "@frontalier/shared/locales/en/countries.json" with { type: "json" };
import es from "@frontalier/shared/locales/es/countries.json" with { type: "json" };
import fr from "@frontalier/shared/locales/fr/countries.json" with { type: "json" };
import it from "@frontalier/shared/locales/it/countries.json" with { type: "json" };
import nl from "@frontalier/shared/locales/nl/countries.json" with { type: "json" };
import pt from "@frontalier/shared/locales/pt/countries.json" with { type: "json" };

type CountryMessages = typeof fr;

// Typed so that the compiler fails when a language lacks a message.
const catalogs: Record<Locale, CountryMessages> = { fr, en, de, es, pt, it, nl };

/** Spec §3: the label of a country we do not know ('Pays inconnu'). */
export const unknownCountryName = (locale: Locale): string => catalogs[locale].unknown;

/** The reply to a request about a country we do not compare. */
export const countryNotFoundMessage = (code: string, locale: Locale): string =>
  catalogs[locale].notFound.replace("{{code}}", code);
