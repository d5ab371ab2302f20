import { isEuropeanCountry, splitCountryLanguage } from "@frontalier/shared/identity";
import { isLocale, type Locale, localeNames, locales } from "@frontalier/shared/locales";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { changeLocale } from "../../../i18n/i18n";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import { refreshSession } from "../../../lib/session/session-store";
import type { AccountProfile } from "../api/account-profile";
import { profileQueryKey } from "../api/get-profile";
import { saveProfile } from "../api/save-profile";
import { useCountryNames } from "../countries";
import { errorMessage } from "../error-message";
import type { PhotoChange } from "../photo-change";
import { type FieldProblem, requiredProblem } from "../validate";
import { FavouriteCountries } from "./favourite-countries";
import { PhotoPicker } from "./photo-picker";

/** The form's starting values from the profile (home and language always have a value). */
export function initialValues(profile: AccountProfile, uiLanguage: string) {
  const split = splitCountryLanguage(profile.countryLanguage);
  const language = split?.language.toLowerCase();
  const home =
    profile.homeCountry ??
    (split && isEuropeanCountry(split.country) ? split.country : profile.home);
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    home,
    language: (isLocale(language) ? language : isLocale(uiLanguage) ? uiLanguage : "fr") as Locale,
    favourites: profile.favouriteCountries,
  };
}

export type ProfileFormValues = ReturnType<typeof initialValues>;

/** Names, photo, home country, language and favourite countries; saved together. */
export function ProfileEditForm({ profile }: { profile: AccountProfile }) {
  const { t, i18n } = useTranslation("account");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { byName } = useCountryNames();
  const [values, setValues] = useState(() => initialValues(profile, i18n.language));
  const [photo, setPhoto] = useState<PhotoChange>({ kind: "keep" });
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstNameRef = useRef<HTMLInputElement>(null);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = requiredProblem(values.firstName);
    setProblem(found);
    setFailure(null);
    if (found) return firstNameRef.current?.focus();
    setBusy(true);
    try {
      const saved = await saveProfile(profile, values, photo);
      queryClient.setQueryData(profileQueryKey, saved);
      await refreshSession();
      if (values.language !== i18n.language) await changeLocale(values.language);
      notify.success(t("update.saved"));
      navigate("/profil");
    } catch (error) {
      setFailure(errorMessage(error, t));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-busy={busy}>
      {failure && <FailureAlert title={t("update.failedTitle")}>{failure}</FailureAlert>}
      <Card className="space-y-5 p-6">
        <h2 className="text-lg font-bold">{t("update.identity")}</h2>
        <PhotoPicker
          current={profile.photo}
          change={photo}
          onChange={setPhoto}
          firstName={values.firstName}
          lastName={values.lastName}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={firstNameRef}
            label={t("form.firstName")}
            name="given-name"
            autoComplete="given-name"
            required
            maxLength={80}
            value={values.firstName}
            onChange={(event) => set("firstName", event.target.value)}
            error={problem ? t(problem) : undefined}
          />
          <TextField
            label={t("form.lastNameOptional")}
            name="family-name"
            autoComplete="family-name"
            maxLength={80}
            value={values.lastName}
            onChange={(event) => set("lastName", event.target.value)}
          />
        </div>
      </Card>
      <Card className="space-y-5 p-6">
        <h2 className="text-lg font-bold">{t("update.countryAndLanguage")}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t("profile.home")}
            name="homeCountry"
            autoComplete="country"
            hint={t("update.homeHint")}
            value={values.home}
            onChange={(event) => set("home", event.target.value)}
          >
            {byName().map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("profile.language")}
            name="language"
            hint={t("update.languageHint")}
            value={values.language}
            onChange={(event) => {
              const language = event.target.value;
              if (isLocale(language)) set("language", language);
            }}
          >
            {locales.map((code) => (
              <option key={code} value={code} lang={code}>
                {localeNames[code]}
              </option>
            ))}
          </SelectField>
        </div>
        <FavouriteCountries
          value={values.favourites}
          onChange={(favourites) => set("favourites", favourites)}
        />
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/profil" className={buttonClass("secondary", "lg")}>
          {t("update.cancel")}
        </Link>
        <Button type="submit" size="lg" loading={busy}>
          {t("update.submit")}
        </Button>
      </div>
    </form>
  );
}
