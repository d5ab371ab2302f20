import {
  getSharedWishlist,
  type SharedWishlistResponse,
} from "@frontalier/shared/contracts/baskets";
import { countryLabel } from "@frontalier/shared/countries";
import { wishlistPath } from "@frontalier/shared/route-links";
import { useQuery } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { PageFallback } from "../app/layouts/page-fallback";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { CountryFlag } from "../components/ui/country-flag";
import { useSharedComparison } from "../features/wishlist/api/comparison-api";
import { copyIntoOwnBasket, type SharedCopy } from "../features/wishlist/api/wishlist-api";
import { usePlanSettings } from "../features/wishlist/components/plan-settings";
import { articleLabels } from "../features/wishlist/components/plan-trips";
import { SharedCopyReport } from "../features/wishlist/components/shared-copy-report";
import { WishlistComparison } from "../features/wishlist/components/wishlist-comparison";
import { WishlistLines } from "../features/wishlist/components/wishlist-lines";
import { useTranslation } from "../i18n/use-translation";
import { ApiError } from "../lib/api/api-error";
import { call } from "../lib/api/call";
import { notify } from "../lib/notifier";
import { useProductTypeLabel } from "../lib/product-type-label";
import { WithQueries } from "../lib/query-client";
import { refreshSession, useSession } from "../lib/session/session-store";

/**
 * /wishlist/shared/{token}: someone's wishlist, read-only, while they keep the link alive, with
 * the prices and the plan as they compare them (their home and countries). The visitor is never
 * made to choose a country first; they may copy the list to compare it from theirs.
 */
export function Page() {
  const { token = "" } = useParams();
  return (
    <WithQueries>
      <Shared token={token} />
    </WithQueries>
  );
}

function Shared({ token }: { token: string }) {
  const { t } = useTranslation("wishlist");
  const shared = useQuery({
    queryKey: ["shared-wishlist", token],
    queryFn: ({ signal }) => call(getSharedWishlist, { params: { token }, signal }),
  });
  if (shared.error) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <Alert tone="error" title={t("failed")}>
          {shared.error instanceof ApiError && shared.error.status === 404
            ? t("shared.notFound")
            : shared.error.message}
        </Alert>
      </div>
    );
  }
  if (!shared.data) return <PageFallback />;
  return <SharedList token={token} shared={shared.data} />;
}

function SharedList({ token, shared }: { token: string; shared: SharedWishlistResponse }) {
  const { t, i18n } = useTranslation("wishlist");
  const settings = usePlanSettings(shared.home);
  const comparison = useSharedComparison(token, settings.query);
  const names = articleLabels(shared.items, useProductTypeLabel());
  const owner = shared.owner.trim();
  const byLine = owner ? t("shared.title", { owner }) : t("shared.titleAnonymous");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10" data-route="wishlistShared">
      <h1 className="text-3xl font-bold break-words" data-testid="shared-title">
        {shared.name || byLine}
      </h1>
      {shared.name && (
        <p className="mt-1 font-semibold" data-testid="shared-by">
          {byLine}
        </p>
      )}
      <p className="mt-1 flex items-center gap-2 text-[var(--text-muted)]">
        <CountryFlag code={shared.home} />
        {t("shared.from", { country: countryLabel(shared.home, i18n.language) })}
      </p>
      <CompareFromMine token={token} />
      <div className="mt-6">
        <WishlistLines items={shared.items} comparison={comparison.data} />
      </div>
      {shared.items.length > 0 && (
        <WishlistComparison
          settings={settings}
          data={comparison.data}
          error={comparison.error}
          names={names}
          shared
        />
      )}
    </div>
  );
}

/**
 * The offer to compare the list from the visitor's own country: the articles are copied into a new
 * wishlist of theirs (their current one when they have no room for another). It never hides the
 * list; a visitor who has not chosen a country yet does so first and comes back here (decision
 * 010's addendum). A copy that went anywhere but a new list, or left articles out, is told here
 * with its figures rather than in a passing notice (issue 19).
 */
function CompareFromMine({ token }: { token: string }) {
  const { t } = useTranslation("wishlist");
  const { user, profile } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<SharedCopy | null>(null);
  const reportRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (report) reportRef.current?.focus();
  }, [report]);
  const copy = async () => {
    // As the guest redirect asks (spec §4), but only now that the visitor wants their own country.
    if (!profile || (!user && !profile.homeCountry && !profile.countryLanguage)) {
      const back = `${window.location.pathname}${window.location.search}`;
      navigate(`/select-country?next=${encodeURIComponent(back)}`);
      return;
    }
    setBusy(true);
    try {
      const copied = await copyIntoOwnBasket(token, profile.basketId);
      await refreshSession();
      if (copied.intoCurrent || copied.noRoom > 0 || copied.unknown > 0) {
        setReport(copied);
        setBusy(false);
        return;
      }
      notify.success(t("shared.copied"));
      navigate(wishlistPath(copied.basketId, copied.position));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t("failed"));
      setBusy(false);
    }
  };
  return (
    <aside
      aria-labelledby={id}
      className="mt-4 space-y-3 rounded-xl border border-[var(--border)] bg-[var(--surface-raised)] p-4 print:hidden"
      data-testid="compare-from-mine"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id={id} className="font-semibold">
            {t("shared.compareMine")}
          </h2>
          <p className="text-sm text-[var(--text-muted)]">{t("shared.compareMineLead")}</p>
        </div>
        <Button variant="primary" size="md" loading={busy} onClick={() => void copy()}>
          <Copy size={14} aria-hidden="true" /> {t("shared.compareMine")}
        </Button>
      </div>
      {report && <SharedCopyReport copy={report} ref={reportRef} />}
    </aside>
  );
}
