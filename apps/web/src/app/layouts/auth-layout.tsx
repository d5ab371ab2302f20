import { Suspense } from "react";
import { Link, Outlet } from "react-router";
import { BrandLogo } from "../../components/layout/brand-logo";
import { ColorModeToggle } from "../../components/layout/color-mode-toggle";
import { LanguageSwitcher } from "../../components/layout/language-switcher";
import { useTranslation } from "../../i18n/use-translation";
import { useIsMobile } from "../../lib/use-media-query";
import { PageFallback } from "./page-fallback";
import { SkipLink } from "./skip-link";

/** The auth layout (/login, /signup, /auth/callback): a focused page with a centred card. */
export function AuthLayout() {
  const { t } = useTranslation();
  // On a phone the language switcher shows its code (as in the compact header): with the
  // language's full name, the bar was 349 px wide at 320 in German.
  const isMobile = useIsMobile();
  return (
    <div className="flex min-h-dvh flex-col bg-[var(--surface-muted)]">
      <SkipLink />
      <header className="flex items-center justify-between gap-2 px-4 py-3">
        <BrandLogo />
        <div className="flex items-center gap-1">
          <LanguageSwitcher compact={isMobile} />
          <ColorModeToggle />
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-8 outline-none sm:items-center"
      >
        <div className="w-full max-w-md rounded-2xl border border-[var(--border)] bg-[var(--surface-raised)] p-6 shadow-sm sm:p-8">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <footer className="flex flex-wrap justify-center gap-x-4 gap-y-2 px-4 py-4 text-sm text-[var(--text-muted)]">
        <Link to="/terms" className="hover:underline">
          {t("footer.legal.terms")}
        </Link>
        <Link to="/use-conditions" className="hover:underline">
          {t("footer.legal.useConditions")}
        </Link>
        <Link to="/help" className="hover:underline">
          {t("footer.support.help")}
        </Link>
      </footer>
    </div>
  );
}
