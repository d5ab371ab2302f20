import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Footer } from "../components/layout/footer";
import { isChunkLoadError, reloadForChunkError } from "../features/build-refresh/build-refresh";
import { openConsentSettings } from "../features/consent";
import { ContentSearch } from "../features/content-search/content-search";
import { useTranslation } from "../i18n/use-translation";
import { isCrawler } from "../lib/crawler/is-crawler";
import { keepError, useKeptErrors } from "../lib/crawler/startup-errors";
import { markAppReady } from "./app-ready";
import { useOverrideTitle } from "./title-override";

/** not-found: no route matched; check-failed: a route check refused the path; render: an error. */
export type ErrorKind = "not-found" | "check-failed" | "render";

type Props = {
  kind: ErrorKind;
  error?: unknown;
  /** Rendered outside any layout (an error in the shell itself): brings its own footer. */
  standalone?: boolean;
};

/**
 * Spec §2/§8: 'Page not found' with the apology, then a content search; the 404 messages name
 * the path; start-up and render errors are kept and shown here, but not to crawlers.
 */
export function RouteErrorPage({ kind, error, standalone = false }: Props) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const kept = useKeptErrors();
  const isNotFound = kind !== "render";

  useEffect(() => {
    markAppReady();
    if (kind !== "render") return;
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    keepError(error);
    console.error("Render error", error);
  }, [kind, error]);

  useOverrideTitle(isNotFound ? t("errorPage.title") : t("errorPage.renderTitle"), {
    noindex: true,
  });

  if (!isNotFound && isCrawler()) return null;

  // The spec's messages ('Page not found: {path}', 'Page Not Found: {path}') are the English texts.
  const statusLine =
    kind === "not-found"
      ? t("errorPage.pathNotFound", { path: pathname })
      : kind === "check-failed"
        ? t("errorPage.pathCheckFailed", { path: pathname })
        : null;

  return (
    <>
      <section
        className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center"
        data-testid="error-page"
        aria-labelledby="error-title"
      >
        <p className="text-6xl font-black text-brand" aria-hidden="true">
          {isNotFound ? "404" : "!"}
        </p>
        <h1 id="error-title" className="text-3xl font-bold">
          {isNotFound ? t("errorPage.title") : t("errorPage.renderTitle")}
        </h1>
        <p className="text-lg text-[var(--text-muted)]">
          {isNotFound ? t("errorPage.apology") : t("errorPage.renderApology")}
        </p>
        {statusLine && (
          <p
            className="rounded bg-[var(--surface-muted)] px-3 py-1 font-mono text-sm"
            data-testid="error-status"
          >
            {statusLine}
          </p>
        )}
        {!isNotFound && kept.length > 0 && (
          <details className="w-full rounded-lg border border-[var(--border)] p-3 text-left text-sm">
            <summary className="cursor-pointer font-semibold">{t("errorPage.details")}</summary>
            <ul className="mt-2 space-y-1 font-mono">
              {kept.map((entry) => (
                <li key={entry.at}>{entry.message}</li>
              ))}
            </ul>
          </details>
        )}
        <ContentSearch />
        <Link to="/" className="font-semibold text-brand underline">
          {t("errorPage.backHome")}
        </Link>
      </section>
      {standalone && <Footer onOpenCookieSettings={openConsentSettings} />}
    </>
  );
}
