import { Download } from "lucide-react";
import { useId, useSyncExternalStore } from "react";
import { buttonClass } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import {
  acceptInstall,
  dismissInstall,
  installOffered,
  subscribeInstallOffer,
} from "./install-offer";

/** Issue 26: installing the app, offered from the second visit on; "Plus tard" is remembered. */
export function InstallPrompt() {
  const { t } = useTranslation("common");
  const titleId = useId();
  const offered = useSyncExternalStore(subscribeInstallOffer, installOffered, () => false);
  if (!offered) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="install-offer"
      className={cn(
        "fixed inset-x-2 z-50 mx-auto max-w-md rounded-xl border border-[var(--border)] p-3 shadow-lg",
        "bg-[var(--surface-raised)] text-[var(--text)]",
        "bottom-[calc(env(safe-area-inset-bottom)+4.5rem)]",
        "[@media(min-width:769px)_and_(min-height:501px)]:bottom-4",
        "[@media(min-width:769px)_and_(min-height:501px)]:right-4",
        "[@media(min-width:769px)_and_(min-height:501px)]:left-auto",
      )}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-sm font-bold">
        <Download aria-hidden="true" className="size-4 shrink-0 text-[var(--color-brand)]" />
        {t("install.title")}
      </h2>
      <p className="mt-1 text-sm leading-snug text-[var(--text-muted)]">{t("install.text")}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button
          type="button"
          className={buttonClass("primary")}
          onClick={() => void acceptInstall()}
        >
          {t("install.accept")}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={dismissInstall}>
          {t("install.later")}
        </button>
      </div>
    </section>
  );
}
