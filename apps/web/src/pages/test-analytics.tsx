import { useEffect, useState } from "react";
import { RoutePage } from "../components/layout/route-page";
import { buttonClass } from "../components/ui/button";
import { openConsentSettings } from "../features/consent";
import { useConsent } from "../features/consent/consent";
import { signalNames } from "../features/consent/consent-signals";
import { useTranslation } from "../i18n/use-translation";
import { cookieNames } from "../lib/cookies";

/** document.cookie cannot be observed, and third-party scripts write it, so it is polled. */
const COOKIE_POLL_MS = 1000;

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, index) => name === b[index]);

/** Re-read whenever `version` changes (a consent decision), and every second in between. */
function usePresentCookies(version: unknown): string[] {
  const [names, setNames] = useState(() => cookieNames());
  useEffect(() => {
    void version;
    const read = () => {
      const next = cookieNames();
      setNames((previous) => (sameNames(previous, next) ? previous : next));
    };
    read();
    const timer = window.setInterval(read, COOKIE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [version]);
  return names;
}

const sectionClass =
  "space-y-2 rounded-xl border border-[var(--border)] bg-[var(--surface-raised)] p-4";
const headingClass = "text-lg font-semibold";

/** Spec §2 test page: the live consent state, the analytics signals and the scripts they allow. */
export function Page() {
  const { t } = useTranslation("consent");
  const consent = useConsent();
  const cookies = usePresentCookies(consent.enabledIds);
  const withScripts = consent.definitions.filter((definition) => definition.scriptSrc);

  return (
    <RoutePage id="testAnalytics">
      <div className="space-y-4">
        <button
          type="button"
          onClick={openConsentSettings}
          aria-haspopup="dialog"
          className={buttonClass("primary")}
        >
          {t("testPage.openSettings")}
        </button>

        <section aria-labelledby="state-heading" className={sectionClass}>
          <h2 id="state-heading" className={headingClass}>
            {t("testPage.stateHeading")}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium">{t("testPage.decided")}</dt>
            <dd data-testid="consent-decided">
              {consent.decided ? t("testPage.yes") : t("testPage.no")}
            </dd>
            <dt className="font-medium">{t("testPage.choice")}</dt>
            <dd data-testid="consent-choice">
              {t(`testPage.choices.${consent.choice ?? "none"}`)}
            </dd>
            <dt className="font-medium">{t("testPage.enabledIds")}</dt>
            <dd data-testid="consent-enabled-ids">
              {consent.enabledIds.length > 0 ? consent.enabledIds.join(", ") : t("testPage.none")}
            </dd>
          </dl>
        </section>

        <section aria-labelledby="definitions-heading" className={sectionClass}>
          <h2 id="definitions-heading" className={headingClass}>
            {t("testPage.definitionsHeading")}
          </h2>
          <ul className="divide-y divide-[var(--border)] text-sm">
            {consent.definitions.map((definition) => {
              const enabled = definition.necessary || consent.enabledIds.includes(definition.id);
              return (
                <li
                  key={definition.id}
                  data-testid={`consent-definition-${definition.id}`}
                  className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2"
                >
                  <span className="font-medium">{t(definition.name)}</span>
                  <code className="text-[var(--text-muted)]">{definition.id}</code>
                  <span>
                    {definition.necessary ? t("testPage.necessary") : t("testPage.optional")}
                  </span>
                  <span
                    data-testid={`consent-status-${definition.id}`}
                    className={enabled ? "font-semibold text-success" : "font-semibold text-danger"}
                  >
                    {enabled ? t("testPage.enabled") : t("testPage.disabled")}
                  </span>
                  <code className="w-full break-all text-[var(--text-muted)]">
                    {t("settings.cookieNames", { names: definition.targetCookieIds.join(", ") })}
                  </code>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="signals-heading" className={sectionClass}>
          <h2 id="signals-heading" className={headingClass}>
            {t("testPage.signalsHeading")}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {signalNames.map((name) => (
              <div key={name} className="contents">
                <dt>
                  <code>{name}</code>
                </dt>
                <dd
                  data-testid={`consent-signal-${name}`}
                  className={consent.signals[name] === "granted" ? "text-success" : "text-danger"}
                >
                  {consent.signals[name]}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="scripts-heading" className={sectionClass}>
          <h2 id="scripts-heading" className={headingClass}>
            {t("testPage.scriptsHeading")}
          </h2>
          {withScripts.length === 0 ? (
            <p className="text-sm">{t("testPage.noScripts")}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {withScripts.map((definition) => (
                <li key={definition.id}>
                  <code>{definition.id}</code> —{" "}
                  <code className="break-all">{definition.scriptSrc}</code>
                  {" : "}
                  <span data-testid={`consent-script-${definition.id}`}>
                    {t(`testPage.scriptStatus.${consent.scripts[definition.id] ?? "absent"}`)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="cookies-heading" className={sectionClass}>
          <h2 id="cookies-heading" className={headingClass}>
            {t("testPage.cookiesHeading")}
          </h2>
          {cookies.length === 0 ? (
            <p className="text-sm">{t("testPage.noCookies")}</p>
          ) : (
            <ul data-testid="consent-cookie-names" className="flex flex-wrap gap-2 text-sm">
              {cookies.map((name) => (
                <li key={name} className="rounded bg-[var(--surface-muted)] px-2 py-0.5">
                  <code>{name}</code>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </RoutePage>
  );
}
