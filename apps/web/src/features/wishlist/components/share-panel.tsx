import { Copy, Link2, Link2Off } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import { revokeShare, shareBasket } from "../api/wishlist-api";

/** A read-only link to the wishlist, made on request and revocable. */
export function SharePanel({
  basketId,
  token,
  onChange,
}: {
  basketId: number;
  token: string | null;
  onChange: () => void;
}) {
  const { t } = useTranslation("wishlist");
  const [busy, setBusy] = useState(false);
  const id = useId();
  const url = token ? `${window.location.origin}/wishlist/shared/${token}` : null;
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      onChange();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t("failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-[var(--border)] p-4 print:hidden"
    >
      <h2 id={id} className="mb-2 font-semibold">
        {t("share.title")}
      </h2>
      {url ? (
        <div className="flex flex-col gap-2">
          <label className="text-sm text-[var(--text-muted)]" htmlFor={`${id}-url`}>
            {t("share.link")}
          </label>
          <input
            id={`${id}-url`}
            readOnly
            value={url}
            className="h-10 rounded-md border border-[var(--border)] bg-[var(--surface)] px-2 text-sm"
            data-testid="share-url"
            onFocus={(e) => e.target.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(url)
                  .then(() => notify.success(t("share.copied")))
              }
            >
              <Copy size={14} aria-hidden="true" /> {t("share.copy")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              loading={busy}
              onClick={() => void run(() => revokeShare(basketId))}
            >
              <Link2Off size={14} aria-hidden="true" /> {t("share.revoke")}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-[var(--text-muted)]">{t("share.lead")}</p>
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            onClick={() => void run(() => shareBasket(basketId))}
          >
            <Link2 size={14} aria-hidden="true" /> {t("share.create")}
          </Button>
        </>
      )}
    </section>
  );
}
