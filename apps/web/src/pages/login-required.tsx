import { LockKeyhole } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { useTranslation } from "../i18n/use-translation";

/**
 * /loginRequired, /loginRequired/bakupp (spec §6): the page asked for needs an account. The page
 * itself was remembered in the callback cookie (RequireUser), so signing in leads back to it.
 */
export function Page() {
  const { t } = useTranslation(["account", "common"]);
  return (
    <div className="mx-auto max-w-xl px-4 py-10" data-route="loginRequired">
      <Card className="space-y-5 p-6 text-center sm:p-8">
        <LockKeyhole size={40} aria-hidden="true" className="mx-auto text-brand" />
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t("common:routes.loginRequired.title")}
        </h1>
        <p className="text-[var(--text-muted)]">{t("loginRequired.lead")}</p>
        <ul className="mx-auto max-w-sm list-disc space-y-1 pl-5 text-left text-sm">
          <li>{t("loginRequired.benefitWishlists")}</li>
          <li>{t("loginRequired.benefitCountries")}</li>
          <li>{t("loginRequired.benefitDevices")}</li>
        </ul>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/connexion" className={buttonClass("primary", "lg")}>
            {t("loginRequired.signIn")}
          </Link>
          <Link to="/signup" className={buttonClass("secondary", "lg")}>
            {t("loginRequired.signUp")}
          </Link>
        </div>
      </Card>
    </div>
  );
}
