import { extractArticleCode, formatArticleCode } from "@frontalier/shared/article-code";
import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import { canCarryHome } from "@frontalier/shared/cross-border/carry-home";
import { HISTORY_DAYS } from "@frontalier/shared/premium-limits";
import { picklistPath, podiumPath, priceMapPath } from "@frontalier/shared/route-links";
import { Globe2, LoaderCircle, MapPinned } from "lucide-react";
import { lazy, useState } from "react";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { PageFallback } from "../app/layouts/page-fallback";
import { useOverrideTitle } from "../app/title-override";
import { Alert } from "../components/ui/alert";
import { StaleRatesWarning } from "../components/ui/stale-rates-warning";
import { AlertControl } from "../features/alerts/components/alert-control";
import { HistoryUpsell } from "../features/alerts/components/history-upsell";
import { SpreadAlertControl } from "../features/alerts/components/spread-alert-control";
import { usePriceHistory } from "../features/catalogue/api/get-history";
import { pricesKey, usePriceLows } from "../features/catalogue/api/get-lows";
import { type PodiumInput, usePodium } from "../features/catalogue/api/get-podium";
import { usePodiumStream } from "../features/catalogue/api/podium-stream";
import { ArticleHeader } from "../features/catalogue/components/article-header";
import {
  type CarryHome,
  CarryHomeControl,
} from "../features/catalogue/components/carry-home-control";
import { FamilyMemberToggle } from "../features/catalogue/components/family-member-toggle";
import { HistoryLows } from "../features/catalogue/components/history-lows";
import { PodiumSteps } from "../features/catalogue/components/podium-steps";
import { PodiumVerdict } from "../features/catalogue/components/podium-verdict";
import { RankingCards } from "../features/catalogue/components/ranking-cards";
import { RankingTable } from "../features/catalogue/components/ranking-table";
import { WhenNear } from "../features/catalogue/components/when-near";
import { carryHomeOf, withCarryHome } from "../features/catalogue/lib/carry-home-address";
import { familyMemberOf, withFamilyMember } from "../features/catalogue/lib/family-member-address";
import { storeStockEnabled } from "../features/stock/api/get-stock";
import { StoreStock } from "../features/stock/components/store-stock";
import { AddToWishlistButton } from "../features/wishlist/components/add-to-wishlist-button";
import { useTranslation } from "../i18n/use-translation";
import { ApiError } from "../lib/api/api-error";
import { formatDate } from "../lib/format/date";
import { podiumQuery } from "../lib/podium/podium-query";
import { WithQueries } from "../lib/query-client";
import { saveCrossBorder } from "../lib/session/save-cross-border";
import { saveFamilyMember } from "../lib/session/save-family-member";
import { useSession } from "../lib/session/session-store";
import { useAfterFirstPaint } from "../lib/use-after-first-paint";
import { useMediaQuery } from "../lib/use-media-query";

/** Far below the fold: its code and drawing wait until the shopper scrolls near it. */
const HistoryChart = lazy(async () => ({
  default: (await import("../features/catalogue/components/history-chart")).HistoryChart,
}));

/** /podium/{code}: the legacy spellings of the code lead to the formatted one. */
export function Page() {
  const { icode = "" } = useParams();
  const code = extractArticleCode(icode);
  if (!code) return <Navigate to="/article-not-found" replace />;
  const formatted = formatArticleCode(code);
  if (icode !== formatted) return <Navigate to={podiumPath(formatted)} replace />;
  return (
    <WithQueries>
      <PodiumForProfile code={code} />
    </WithQueries>
  );
}

/**
 * The podium compares the countries of the shopper's current basket, from their home country.
 * A home outside the EU ranks by true cost as the profile's cross-border setting says, unless the
 * address says otherwise (`carry`, `travellers`: a shared link shows what its sender saw); a change
 * of the control goes in the address and is saved with the profile (issue 25).
 */
function PodiumForProfile({ code }: { code: string }) {
  const { profile, loaded } = useSession();
  const [search, setSearch] = useSearchParams();
  // The last save of the control failed: the shopper is told, the page keeps the address's choice.
  const [saveFailed, setSaveFailed] = useState(false);
  const [memberSaveFailed, setMemberSaveFailed] = useState(false);
  if (!loaded) return <PageFallback />;
  const carryHome = carryHomeOf(search, profile?.crossBorder);
  const familyMember = familyMemberOf(search, profile?.familyMember);
  const changeFamilyMember = (next: boolean) => {
    setSearch((previous) => withFamilyMember(previous, next), { replace: true });
    if (!profile) return;
    saveFamilyMember(profile.profileId, next).then(
      () => setMemberSaveFailed(false),
      (error: unknown) => {
        console.warn("IKEA Family setting not saved", error);
        setMemberSaveFailed(true);
      },
    );
  };
  const home = profile?.home;
  const changeCarryHome = (next: CarryHome) => {
    setSearch((previous) => withCarryHome(previous, next), { replace: true });
    if (!profile) return;
    saveCrossBorder(profile.profileId, {
      carryHome: next.carry,
      travellers: next.travellers,
    }).then(
      () => setSaveFailed(false),
      (error: unknown) => {
        console.warn("Cross-border setting not saved", error);
        setSaveFailed(true);
      },
    );
  };
  return (
    <Podium
      input={{
        params: { code },
        query: podiumQuery(profile, carryHome, familyMember),
      }}
      familyMember={{
        checked: familyMember,
        onChange: changeFamilyMember,
        saveFailed: memberSaveFailed,
      }}
      picklist={profile ? picklistPath(profile.basketId, profile.countries) : null}
      basketId={profile?.basketId ?? null}
      carryHome={
        home && canCarryHome(home)
          ? { home, value: carryHome, onChange: changeCarryHome, saveFailed }
          : null
      }
    />
  );
}

/**
 * `picklist`: the shopper's list of compared countries, to change it (issue 19). `carryHome`: the
 * control for a home outside the EU (issue 25).
 */
function Podium({
  input,
  picklist,
  basketId,
  carryHome,
  familyMember,
}: {
  input: PodiumInput;
  picklist: string | null;
  /** The current basket, whose compared countries a spread alert watches (issue 25). */
  basketId: number | null;
  carryHome: {
    home: string;
    value: CarryHome;
    onChange(next: CarryHome): void;
    saveFailed: boolean;
  } | null;
  /** The IKEA Family toggle (decision 045), shown where a member price is known. */
  familyMember: { checked: boolean; onChange(next: boolean): void; saveFailed: boolean };
}) {
  const { t, i18n } = useTranslation("catalogue");
  const { code } = input.params;
  const podium = usePodium(input);
  usePodiumStream(input, podium.data?.pending.length ?? 0);
  // Tailwind's md breakpoint: the table from there, a card per country below (issue 19).
  const wide = useMediaQuery("(min-width: 768px)");
  // The first commit with the answer draws the top of the page down to the ranking's heading (the largest text on a
  // phone, Lighthouse's LCP); once it is painted, the ranking and all below follow in a background
  // render that React slices and a tap interrupts, so that no long task holds the first paint
  // (issue 19). Only what lies below the heading waits, so nothing already drawn moves.
  const complete = useAfterFirstPaint(podium.data !== undefined);
  // Issue 25: the badges arrive after the ranking's first paint, from a request of their own.
  const lows = usePriceLows(input, pricesKey(podium.data?.entries ?? []), complete);
  useOverrideTitle(
    podium.data
      ? `${podium.data.article.name} ${podium.data.article.formattedCode}`
      : t("podium.loading"),
  );
  if (podium.error instanceof ApiError && podium.error.status === 404) {
    return <Navigate to={`/article-not-found?code=${formatArticleCode(code)}`} replace />;
  }
  if (podium.error) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <Alert tone="error" title={t("podium.failed")}>
          {podium.error.message}
        </Alert>
      </div>
    );
  }
  if (!podium.data) return <PageFallback />;
  // The previous answer for this article while the new one (other travellers, carrying home or
  // not) is asked: kept on screen, marked as being updated, so the control keeps its focus.
  const replacing = podium.isPlaceholderData;
  const { article, entries, rates, currency } = podium.data;
  // Being updated: by this podium's look-up, or by the scheduled refresh (issue 21).
  const updating = [...podium.data.pending, ...(podium.data.refreshing ?? [])];
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10" data-testid="podium-page">
      <div className="space-y-4">
        <ArticleHeader article={article} />
        {carryHome && <CarryHomeControl {...carryHome} />}
        <PodiumVerdict entries={entries} />
        <AddToWishlistButton code={article.code} />
        <AlertControl
          code={article.code}
          countries={entries.map((entry) => entry.country)}
          currency={currency}
        />
        {basketId !== null && <SpreadAlertControl basketId={basketId} code={article.code} />}
      </div>
      <section
        aria-labelledby="podium-title"
        aria-busy={replacing}
        className="space-y-6"
        data-testid="podium-ranking-section"
      >
        <h2 id="podium-title" className="text-2xl font-bold">
          {t("podium.title", { currency })}
        </h2>
        <PodiumUpdating active={replacing} />
        {(familyMember.checked || entries.some((entry) => entry.member)) && (
          <FamilyMemberToggle {...familyMember} />
        )}
        {complete && (
          <>
            {/* In the background render: its date's formatter, the first of the page, costs the
                first paint tens of milliseconds on a phone (issue 19). */}
            <StaleRatesWarning rateDate={rates.date} />
            <PodiumSteps entries={entries} />
            {/* One of the two, not both hidden by CSS: half the rows to build on a phone. */}
            {wide ? (
              <RankingTable
                entries={entries}
                code={article.code}
                pending={updating}
                travellers={podium.data.carryHome?.travellers}
                lows={lows.data}
              />
            ) : (
              <RankingCards
                entries={entries}
                code={article.code}
                pending={updating}
                travellers={podium.data.carryHome?.travellers}
                lows={lows.data}
              />
            )}
            <p className="text-sm text-[var(--text-muted)]">
              {t("podium.rates", { date: formatDate(rates.date, i18n.language) })}
              {article.isDemo && ` ${t("podium.demoNotice")}`}
            </p>
            <div className="flex flex-wrap gap-x-6">
              {picklist && (
                <Link
                  to={picklist}
                  className="inline-flex min-h-10 items-center gap-2 font-semibold text-brand underline-offset-2 hover:underline"
                  data-testid="compare-other-countries"
                >
                  <Globe2 size={18} aria-hidden="true" />
                  {t("podium.compareOthers")}
                </Link>
              )}
              <Link
                to={priceMapPath({ code: article.code })}
                className="inline-flex min-h-10 items-center gap-2 font-semibold text-brand underline-offset-2 hover:underline"
                data-testid="podium-price-map"
              >
                <MapPinned size={18} aria-hidden="true" />
                {t("podium.onMap")}
              </Link>
            </div>
          </>
        )}
      </section>
      {complete && storeStockEnabled() && <StoreStock code={article.code} entries={entries} />}
      {complete && <PodiumHistory input={input} entries={entries} currency={currency} />}
    </div>
  );
}

/**
 * A quiet line under the ranking's heading while a new ranking is asked; the live region is always
 * there, so that its text is announced when it appears.
 */
function PodiumUpdating({ active }: { active: boolean }) {
  const { t } = useTranslation("catalogue");
  return (
    <p
      role="status"
      className="flex items-center gap-2 text-sm text-[var(--text-muted)] empty:hidden"
      data-testid="podium-updating"
    >
      {active && (
        <>
          <LoaderCircle size={16} aria-hidden="true" className="motion-safe:animate-spin" />
          {t("podium.updating")}
        </>
      )}
    </p>
  );
}

/**
 * The price history below the ranking, in a component of its own: its answer, arriving after
 * the podium's, redraws this part only, not the whole page (issue 19).
 */
function PodiumHistory({
  input,
  entries,
  currency,
}: {
  input: PodiumInput;
  entries: PodiumEntryDto[];
  currency: string;
}) {
  const history = usePriceHistory(input);
  const lows = usePriceLows(input, pricesKey(entries));
  if (!history.data) return null;
  return (
    <>
      <WhenNear className="min-h-64" testId="history-section">
        <HistoryChart
          history={history.data}
          entries={entries}
          currency={currency}
          lows={lows.data}
        />
      </WhenNear>
      {lows.data && <HistoryLows lows={lows.data} />}
      {history.data.days !== undefined && history.data.days < HISTORY_DAYS && (
        <HistoryUpsell days={history.data.days} />
      )}
    </>
  );
}
