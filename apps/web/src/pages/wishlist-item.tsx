import { extractArticleCode } from "@frontalier/shared/article-code";
import type { WishlistItem } from "@frontalier/shared/contracts/wishlist";
import { crossBorderQuery } from "@frontalier/shared/cross-border/setting";
import { picklistPath, priceMapPath, wishlistPath } from "@frontalier/shared/route-links";
import { useQueryClient } from "@tanstack/react-query";
import { Download, Globe2, MapPinned, Plus, Printer } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { PageFallback } from "../app/layouts/page-fallback";
import { RouteErrorPage } from "../app/route-error-page";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
import { SpreadAlertControl } from "../features/alerts/components/spread-alert-control";
import { ProductSearch } from "../features/catalogue/components/product-search";
import { keepForOffline } from "../features/offline/offline-start";
import { useComparison } from "../features/wishlist/api/comparison-api";
import {
  addItem,
  basketCsvUrl,
  createBasket,
  makeCurrent,
  removeItem,
  useWishlist,
  type Wishlist as WishlistAnswer,
  wishlistKey,
} from "../features/wishlist/api/wishlist-api";
import { useWishlistFreshness } from "../features/wishlist/api/wishlist-freshness";
import { type LineWrites, useLineWrites } from "../features/wishlist/api/wishlist-writes";
import { PendingWrites } from "../features/wishlist/components/pending-writes";
import { usePlanSettings } from "../features/wishlist/components/plan-settings";
import { articleLabels } from "../features/wishlist/components/plan-trips";
import { SharePanel } from "../features/wishlist/components/share-panel";
import type { TripTicks } from "../features/wishlist/components/trip-lines";
import { WishlistComparison } from "../features/wishlist/components/wishlist-comparison";
import { WishlistLines } from "../features/wishlist/components/wishlist-lines";
import { useTranslation } from "../i18n/use-translation";
import { ApiError } from "../lib/api/api-error";
import { notify } from "../lib/notifier";
import { useProductTypeLabel } from "../lib/product-type-label";
import { WithQueries } from "../lib/query-client";
import { refreshSession, useSession } from "../lib/session/session-store";

/**
 * /wishlist/{iBasket}?index= (spec §2 header form): a basket's wishlist. /wishlist/{article code}
 * adds that article to the current basket and opens it.
 */
export function Page() {
  const { icode = "" } = useParams();
  // The list the shopper will take to the store: the app keeps itself for offline use.
  useEffect(keepForOffline, []);
  if (/^\d{1,9}$/.test(icode) && icode.length !== 8) {
    return (
      <WithQueries>
        <Wishlist key={icode} basketId={Number(icode)} />
      </WithQueries>
    );
  }
  const code = extractArticleCode(icode);
  return code ? <AddThenOpen code={code} /> : <Navigate to="/wishlist" replace />;
}

function AddThenOpen({ code }: { code: string }) {
  const { profile, loaded } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (!loaded || !profile || started.current) return;
    started.current = true;
    addItem(profile.basketId, code)
      .catch((error: unknown) =>
        notify.error(error instanceof Error ? error.message : String(error)),
      )
      .finally(() =>
        navigate(wishlistPath(profile.basketId, profile.basketPosition), { replace: true }),
      );
  }, [loaded, profile, code, navigate]);
  return <PageFallback />;
}

const NO_ITEMS: WishlistItem[] = [];

function Wishlist({ basketId }: { basketId: number }) {
  const { t } = useTranslation("wishlist");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const wishlist = useWishlist(basketId);
  // Ticks and quantities go through the queue that survives a time offline (decision 043).
  const writes = useLineWrites(basketId, wishlist.data?.items ?? NO_ITEMS);
  const names = articleLabels(writes.lines, useProductTypeLabel());
  const [removed, setRemoved] = useState<WishlistItem | null>(null);

  useEffect(() => {
    if (!removed) return;
    const timer = setTimeout(() => setRemoved(null), 8000);
    return () => clearTimeout(timer);
  }, [removed]);

  if (wishlist.error instanceof ApiError && wishlist.error.status === 404) {
    return <RouteErrorPage kind="check-failed" />;
  }
  if (wishlist.error) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <Alert tone="error" title={t("failed")}>
          {wishlist.error.message}
        </Alert>
      </div>
    );
  }
  if (!wishlist.data) return <PageFallback />;
  const { basket, baskets } = wishlist.data;
  const items = writes.lines;

  const update = async (action: () => Promise<WishlistAnswer>) => {
    try {
      queryClient.setQueryData(wishlistKey(basketId), await action());
      void queryClient.invalidateQueries({ queryKey: ["comparison", basketId] });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t("failed"));
    }
  };

  const switchTo = async (target: number, index: number) => {
    await makeCurrent(target).catch(() => undefined);
    await refreshSession();
    navigate(wishlistPath(target, index));
  };

  const newBasket = async () => {
    try {
      const created = await createBasket("");
      await refreshSession();
      navigate(wishlistPath(created.basketId, created.position));
    } catch (error) {
      if (error instanceof ApiError && error.code === "premium_required") navigate("/PaidRequired");
      else notify.error(error instanceof Error ? error.message : t("failed"));
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10" data-route="wishlistItem">
      <h1 className="text-3xl font-bold">{basket.name || t("title")}</h1>
      <p className="mt-1 text-[var(--text-muted)]">{t("lead", { count: items.length })}</p>
      <div className="mt-3">
        <PendingWrites writes={writes} names={names} />
      </div>

      <nav
        aria-label={t("baskets")}
        className="mt-6 flex flex-wrap items-center gap-2 print:hidden"
      >
        {baskets.map((b) => (
          <button
            key={b.basketId}
            type="button"
            aria-current={b.basketId === basketId ? "page" : undefined}
            onClick={() => void switchTo(b.basketId, b.position)}
            className="rounded-full border border-[var(--border)] px-3 py-1 text-sm aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white dark:aria-[current=page]:text-[#0b1220]"
          >
            {b.name || t("basket", { index: b.position + 1 })} ({b.articleCount})
          </button>
        ))}
        <Button variant="ghost" size="sm" onClick={() => void newBasket()} data-testid="new-basket">
          <Plus size={14} aria-hidden="true" /> {t("newBasket")}
        </Button>
      </nav>

      <section className="mt-6 print:hidden" aria-label={t("add")}>
        <ProductSearch
          submitLabel={t("addShort")}
          onPick={(code) => void update(() => addItem(basketId, code))}
        />
      </section>

      {removed && (
        <div
          role="status"
          className="mt-4 flex items-center justify-between gap-3 rounded-lg bg-[var(--surface-muted)] px-4 py-2 text-sm print:hidden"
        >
          <span>{t("removed", { name: removed.name })}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              const item = removed;
              setRemoved(null);
              void update(() => addItem(basketId, item.code, item.quantity));
            }}
          >
            {t("undo")}
          </Button>
        </div>
      )}

      {items.length === 0 ? (
        <div className="mt-6">
          <p className="rounded-xl border border-dashed border-[var(--border)] p-8 text-center text-[var(--text-muted)]">
            {t("empty")}{" "}
            <Link className="text-brand underline" to="/scanner">
              {t("emptyScan")}
            </Link>
          </p>
          <p className="mt-3 text-center">
            <CountriesLink basketId={basketId} countries={basket.countries} />
          </p>
        </div>
      ) : (
        <LinesAndPlan
          basketId={basketId}
          home={basket.home}
          items={items}
          countriesLink={<CountriesLink basketId={basketId} countries={basket.countries} />}
          names={names}
          writes={writes}
          onRemove={(item) => {
            setRemoved(item);
            void update(() => removeItem(basketId, item.code));
          }}
        />
      )}

      {items.length > 0 && (
        <div className="mt-6 print:hidden">
          <SpreadAlertControl basketId={basketId} code={null} count={items.length} />
        </div>
      )}

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <SharePanel
          basketId={basketId}
          token={basket.shareToken}
          onChange={() => void queryClient.invalidateQueries({ queryKey: wishlistKey(basketId) })}
        />
        <section className="rounded-xl border border-[var(--border)] p-4 print:hidden">
          <h2 className="mb-2 font-semibold">{t("export.title")}</h2>
          <div className="flex flex-wrap gap-2">
            <a className={buttonClass("secondary", "sm")} href={basketCsvUrl(basketId)} download>
              <Download size={14} aria-hidden="true" /> {t("export.csv")}
            </a>
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              <Printer size={14} aria-hidden="true" /> {t("export.print")}
            </Button>
            <Link
              className={buttonClass("ghost", "sm")}
              to={picklistPath(basketId, basket.countries)}
            >
              {t("countries", { count: basket.countries.length })}
            </Link>
            {items.length > 0 && (
              <Link
                className={buttonClass("ghost", "sm")}
                to={priceMapPath({ basketId })}
                data-testid="wishlist-price-map"
              >
                <MapPinned size={14} aria-hidden="true" /> {t("onMap")}
              </Link>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}

/** The picklist of this basket, where the compared countries change (issue 19). */
function CountriesLink({ basketId, countries }: { basketId: number; countries: string[] }) {
  const { t } = useTranslation("wishlist");
  return (
    <Link
      to={picklistPath(basketId, countries)}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand underline-offset-2 hover:underline print:hidden"
      data-testid="countries-link"
    >
      <Globe2 size={16} aria-hidden="true" />
      {t("countries", { count: countries.length })} · {t("compare.otherCountries")}
    </Link>
  );
}

/** The articles with their prices per country, then the plans: one comparison for both. */
function LinesAndPlan({
  basketId,
  home,
  items,
  countriesLink,
  names,
  writes,
  onRemove,
}: {
  basketId: number;
  home: string;
  items: readonly WishlistItem[];
  countriesLink: ReactNode;
  names: ReadonlyMap<string, string>;
  writes: LineWrites;
  onRemove: (item: WishlistItem) => void;
}) {
  const settings = usePlanSettings(home);
  // Issue 25: the profile's cross-border setting, as the podium asks it (the plan's own settings win).
  const { profile } = useSession();
  const crossBorder = profile ? crossBorderQuery(profile.crossBorder, home) : {};
  const comparison = useComparison(basketId, { ...crossBorder, ...settings.query }, items);
  const freshness = useWishlistFreshness(basketId);
  const ticks: TripTicks = {
    lines: new Map(
      items.map((item) => [item.code, { quantity: item.quantity, ticked: Boolean(item.tickedAt) }]),
    ),
    onTick: writes.tick,
    onClear: writes.clearTicks,
  };
  return (
    <>
      <div className="mt-6">
        <WishlistLines
          items={items}
          comparison={comparison.data}
          freshness={freshness.data}
          onQuantity={writes.setQuantity}
          onRemove={onRemove}
        />
      </div>
      <WishlistComparison
        settings={settings}
        data={comparison.data}
        error={comparison.error}
        names={names}
        countriesLink={countriesLink}
        ticks={ticks}
      />
    </>
  );
}
