import { Checkbox } from "../../../components/ui/checkbox";
import { CountryFlag } from "../../../components/ui/country-flag";
import { useTranslation } from "../../../i18n/use-translation";
import { useCountryNames } from "../countries";

/** The favourite countries (spec §7 `sListPays`): a multi-select of the European countries, by name. */
export function FavouriteCountries({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (countries: string[]) => void;
}) {
  const { t } = useTranslation("account");
  const { byName } = useCountryNames();
  const chosen = new Set(value);
  const countries = byName();
  const toggle = (code: string, on: boolean) =>
    onChange(countries.map((c) => c.code).filter((c) => (c === code ? on : chosen.has(c))));

  return (
    <fieldset className="space-y-3" data-testid="favourite-countries">
      <legend className="text-sm font-semibold">{t("update.favourites")}</legend>
      <p className="text-sm text-[var(--text-muted)]">
        {t("update.favouritesHint", { count: chosen.size })}
      </p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-2 lg:grid-cols-3">
        {countries.map((country) => (
          <li key={country.code}>
            <Checkbox
              name="favouriteCountries"
              value={country.code}
              checked={chosen.has(country.code)}
              onChange={(event) => toggle(country.code, event.target.checked)}
              label={
                <span className="inline-flex items-center gap-2">
                  <CountryFlag code={country.code} />
                  {country.name}
                </span>
              }
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
