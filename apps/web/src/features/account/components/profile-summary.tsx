import { splitCountryLanguage } from "@frontalier/shared/identity";
import { isLocale, localeNames } from "@frontalier/shared/locales";
import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar";
import { Badge } from "../../../components/ui/badge";
import { buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { CountryFlag } from "../../../components/ui/country-flag";
import { useTranslation } from "../../../i18n/use-translation";
import { formatLongDate } from "../../../lib/format/date";
import type { AccountProfile } from "../api/account-profile";
import { useCountryNames } from "../countries";
import { linkClass } from "../link-style";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-[var(--text-muted)] sm:pt-0.5">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Who the user is: photo, name, e-mail, account type, countries, language and lists. */
export function ProfileSummary({ profile }: { profile: AccountProfile }) {
  const { t, i18n } = useTranslation("account");
  const { nameOf } = useCountryNames();
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const home = profile.homeCountry ?? profile.home;
  const language = splitCountryLanguage(profile.countryLanguage)?.language.toLowerCase();
  const favourites = profile.favouriteCountries;
  const notSet = <span className="text-[var(--text-muted)]">{t("profile.notSet")}</span>;

  return (
    <Card className="p-6" data-testid="profile-summary">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar
          photo={profile.photo}
          firstName={profile.firstName}
          lastName={profile.lastName}
          size="lg"
        />
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-bold break-words" data-testid="profile-name">
            {fullName}
          </h2>
          <p className="text-sm text-[var(--text-muted)]">
            {t("profile.memberSince", {
              date: formatLongDate(profile.createdAt, i18n.language),
            })}
          </p>
        </div>
        <Link to="/profil/update-profil" className={buttonClass("secondary")}>
          <Pencil size={16} aria-hidden="true" />
          {t("profile.edit")}
        </Link>
      </div>
      <dl className="mt-4 divide-y divide-[var(--border)] border-t border-[var(--border)]">
        <Row label={t("form.email")}>
          <span className="mr-2" data-testid="profile-email">
            {profile.email ?? notSet}
          </span>
          {profile.email &&
            (profile.emailVerified ? (
              <Badge tone="success">{t("profile.verified")}</Badge>
            ) : (
              <Badge tone="danger">{t("profile.notVerified")}</Badge>
            ))}
        </Row>
        <Row label={t("profile.accountType")}>
          {t(`profile.accountTypes.${profile.accountType}`, {
            defaultValue: profile.accountType,
          })}
          {profile.providers.length > 0 && (
            <span className="text-[var(--text-muted)]"> · {profile.providers.join(", ")}</span>
          )}
        </Row>
        <Row label={t("profile.home")}>
          <span className="inline-flex items-center gap-2">
            <CountryFlag code={home} />
            {nameOf(home)}
          </span>
        </Row>
        <Row label={t("profile.language")}>
          {language && isLocale(language) ? localeNames[language] : notSet}
        </Row>
        <Row label={t("profile.favourites")}>
          {favourites.length === 0 ? (
            notSet
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={t("profile.favourites")}>
              {favourites.map((code) => (
                <li
                  key={code}
                  className="inline-flex items-center gap-1.5 rounded-full border border-[var(--border)] px-2.5 py-1 text-sm"
                >
                  <CountryFlag code={code} />
                  {nameOf(code)}
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label={t("profile.baskets")}>
          <span className="mr-3" data-testid="profile-baskets">
            {profile.basketCount}
          </span>
          <Link to="/picklist" className={`${linkClass} text-sm`}>
            {t("profile.seeBaskets")}
          </Link>
        </Row>
      </dl>
    </Card>
  );
}
