import { localeNames, locales } from "@frontalier/shared/locales";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { BrandLogo } from "../components/layout/brand-logo";
import { Button } from "../components/ui/button";
import { CountryFlag } from "../components/ui/country-flag";
import { SearchField } from "../components/ui/search-field";
import { europeanCountriesByName, guessCountry } from "../features/picklist/country-names";
import { changeLocale } from "../i18n/i18n";
import { useTranslation } from "../i18n/use-translation";
import { cn } from "../lib/cn";
import { saveCountryChoice } from "../lib/session/api/profile-choices";
import { refreshSession, useSession } from "../lib/session/session-store";

// Shown only when saving fails: it loads then rather than with a first visit (decision 025).
const Alert = lazy(async () => ({ default: (await import("../components/ui/alert")).Alert }));

/** Only paths of this site: `/podium/…`, never `//elsewhere` or `https://…`. */
const safeNext = (next: string | null) =>
  next?.startsWith("/") && !next.startsWith("//") ? next : "/";

/** Spec §2/§4: the guest picks their country (by flag and name) and language, then goes back. */
export function Page() {
  const { t, i18n } = useTranslation("picklist");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { profile } = useSession();
  const [query, setQuery] = useState("");
  const [country, setCountry] = useState<string | null>(
    () => profile?.homeCountry ?? guessCountry(navigator.languages ?? []),
  );
  const [language, setLanguage] = useState(i18n.language);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const countries = europeanCountriesByName(language, query);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!country || !profile) return;
    setSaving(true);
    setError(null);
    try {
      await saveCountryChoice({ profileId: profile.profileId, country, language });
      await changeLocale(language);
      await refreshSession();
      navigate(safeNext(params.get("next")), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t("selectCountry.failed"));
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto flex min-h-dvh max-w-3xl flex-col px-4 py-8">
      <div className="mb-6 flex justify-center">
        <BrandLogo />
      </div>
      <h1 className="text-center text-2xl font-bold sm:text-3xl">{t("selectCountry.title")}</h1>
      <p className="mt-2 text-center text-[var(--text-muted)]">{t("selectCountry.lead")}</p>
      <form onSubmit={submit} className="mt-8 flex flex-1 flex-col gap-8">
        <fieldset>
          <legend className="mb-3 text-lg font-semibold">{t("selectCountry.language")}</legend>
          <div className="flex flex-wrap gap-2">
            {locales.map((code) => (
              <label
                key={code}
                className={cn(
                  "cursor-pointer rounded-full border px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand",
                  language === code
                    ? "border-brand bg-brand text-white dark:text-[#0b1220]"
                    : "border-[var(--border)] bg-[var(--surface-raised)]",
                )}
              >
                <input
                  type="radio"
                  name="language"
                  value={code}
                  checked={language === code}
                  onChange={() => setLanguage(code)}
                  className="sr-only"
                />
                <span lang={code}>{localeNames[code]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex min-h-0 flex-1 flex-col">
          <legend className="mb-3 text-lg font-semibold">{t("selectCountry.country")}</legend>
          <label htmlFor={searchId} className="sr-only">
            {t("selectCountry.search")}
          </label>
          <SearchField
            id={searchId}
            shape="box"
            type="search"
            value={query}
            placeholder={t("selectCountry.search")}
            onChange={(event) => setQuery(event.target.value)}
            wrapperClassName="mb-3"
          />
          {countries.length === 0 ? (
            <p className="py-6 text-center text-[var(--text-muted)]">
              {t("selectCountry.noMatch")}
            </p>
          ) : (
            <div
              className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3"
              data-testid="country-choices"
            >
              {countries.map(({ code, name }) => (
                <label
                  key={code}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand",
                    country === code
                      ? "border-brand bg-brand/10 font-semibold"
                      : "border-[var(--border)] bg-[var(--surface-raised)] hover:bg-[var(--surface-muted)]",
                  )}
                >
                  <input
                    type="radio"
                    name="country"
                    value={code}
                    checked={country === code}
                    onChange={() => setCountry(code)}
                    className="sr-only"
                  />
                  <CountryFlag code={code} />
                  <span>{name}</span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
        {error && (
          <div ref={errorRef} tabIndex={-1}>
            <Suspense fallback={<p>{error}</p>}>
              <Alert tone="error" title={t("selectCountry.failed")}>
                {error}
              </Alert>
            </Suspense>
          </div>
        )}
        <div className="sticky bottom-0 -mx-4 border-t border-[var(--border)] bg-[var(--surface)] px-4 py-3">
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!country || !profile}
            loading={saving}
            data-testid="select-country-submit"
          >
            {country
              ? t("selectCountry.continueWith", {
                  country:
                    europeanCountriesByName(language).find((c) => c.code === country)?.name ??
                    country,
                })
              : t("selectCountry.choose")}
          </Button>
        </div>
      </form>
    </div>
  );
}
