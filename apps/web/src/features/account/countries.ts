import { countryName, europeanCountries } from "@frontalier/shared/countries";
import { isLocale, type Locale } from "@frontalier/shared/locales";
import { useTranslation } from "../../i18n/use-translation";

const localeOf = (language: string): Locale => (isLocale(language) ? language : "fr");

/** Names of countries in the page's language; spec §3: an unknown one is 'Pays inconnu'. */
export function useCountryNames() {
  const { t, i18n } = useTranslation("countries");
  const locale = localeOf(i18n.language);
  const nameOf = (code: string): string => countryName(code, locale) ?? t("unknown");
  const byName = (): { code: string; name: string }[] => {
    const collator = new Intl.Collator(locale);
    return europeanCountries
      .map((country) => ({ code: country.code, name: nameOf(country.code) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  };
  return { nameOf, byName };
}
