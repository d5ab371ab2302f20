import { Suspense, useId } from "react";
import { buttonClass } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useConsent } from "./consent";
import { ConsentSettingsHost } from "./consent-settings-host";
import { TermsLink } from "./terms-link";

/**
 * Spec §2 cookie banner. Shown until a choice is stored; it also hosts the settings modal, which
 * `openConsentSettings()` opens at any time. No Radix here: the banner ships in the initial bundle.
 */
export function ConsentBanner() {
  const { decided } = useConsent();
  return (
    <>
      {!decided && (
        <Suspense fallback={null}>
          <BannerPanel />
        </Suspense>
      )}
      <ConsentSettingsHost />
    </>
  );
}

function BannerPanel() {
  const { t } = useTranslation("consent");
  const { acceptAll, declineAll, openSettings } = useConsent();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="consent-banner"
      className={cn(
        "fixed inset-x-2 z-50 mx-auto max-w-xl rounded-xl border border-[var(--border)] p-3 shadow-lg",
        "bg-[var(--surface-raised)] text-[var(--text)] sm:p-4",
        // Spec §9 mobile breakpoint (width 768 or height 500): sit above the bottom bar.
        "bottom-[calc(env(safe-area-inset-bottom)+4.5rem)]",
        "[@media(min-width:769px)_and_(min-height:501px)]:bottom-4",
        "[@media(min-width:769px)_and_(min-height:501px)]:left-4",
        "[@media(min-width:769px)_and_(min-height:501px)]:right-auto",
      )}
    >
      {/* Manage sits by the title so accept and decline, equally weighted, share one row. */}
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-sm font-bold">
          {t("banner.title")}
        </h2>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          aria-haspopup="dialog"
          onClick={openSettings}
        >
          {t("banner.manage")}
        </button>
      </div>
      <p className="mt-1 text-sm leading-snug text-[var(--text-muted)]">
        {t("banner.text")} <TermsLink>{t("banner.privacyLink")}</TermsLink>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button type="button" className={buttonClass("primary")} onClick={acceptAll}>
          {t("banner.acceptAll")}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={declineAll}>
          {t("banner.decline")}
        </button>
      </div>
    </section>
  );
}
