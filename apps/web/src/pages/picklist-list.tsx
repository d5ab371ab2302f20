import { picklistPath } from "@frontalier/shared/route-links";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { PageFallback } from "../app/layouts/page-fallback";
import { RouteErrorPage } from "../app/route-error-page";
import { RoutePage } from "../components/layout/route-page";
import { Alert } from "../components/ui/alert";
import {
  type PicklistEdit,
  picklistBasketParam,
  picklistQueryKey,
  savePicklistEdit,
  useBaskets,
  usePicklist,
} from "../features/picklist/api/picklist-api";
import { PicklistEditor } from "../features/picklist/components/picklist-editor";
import { useTranslation } from "../i18n/use-translation";
import { ApiError } from "../lib/api/api-error";
import { notify } from "../lib/notifier";
import { WithQueries } from "../lib/query-client";
import { getSession, updateSessionProfile } from "../lib/session/session-store";

/**
 * Keeps `/picklist/{basket}/{list}` saying the list as saved, in place of the current entry (no new
 * step for Back). Through the History API rather than the router: a new path would mount the
 * page afresh (the screen's error boundary is keyed by it) and lose the focused button.
 */
function keepAddressInStep(basketId: number, list: string) {
  const path = picklistPath(basketId, list);
  const { pathname, search, hash } = window.location;
  if (decodeURIComponent(pathname) === path) return;
  window.history.replaceState(window.history.state, "", `${path}${search}${hash}`);
}

/** /picklist/{iBasket}/{iList}: the countries one basket compares, in order, home first. */
export function Page() {
  const basketId = picklistBasketParam(useParams());
  return (
    <WithQueries>
      <Picklist key={basketId} basketId={basketId} />
    </WithQueries>
  );
}

function Picklist({ basketId }: { basketId: number }) {
  const { t } = useTranslation("picklist");
  const queryClient = useQueryClient();
  const picklist = usePicklist(basketId);
  const baskets = useBaskets();
  const [pending, setPending] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const latest = useRef(0);
  const savedList = picklist.data?.countries.join(",");
  useEffect(() => {
    if (savedList) keepAddressInStep(basketId, savedList);
  }, [basketId, savedList]);

  if (picklist.error instanceof ApiError && picklist.error.status === 404) {
    // Someone else's basket and a missing one look the same (spec §5 route check).
    return <RouteErrorPage kind="check-failed" />;
  }
  if (picklist.error) {
    return (
      <RoutePage id="picklistList">
        <Alert tone="error" title={t("failed")}>
          {picklist.error.message}
        </Alert>
      </RoutePage>
    );
  }
  if (!picklist.data) return <PageFallback />;
  const countries = pending ?? picklist.data.countries;

  /** Shows the change at once, saves it, and keeps only the last answer. */
  async function change(next: string[], message: string, edit: PicklistEdit) {
    const ticket = ++latest.current;
    setPending(next);
    setAnnouncement(message);
    try {
      const result = await savePicklistEdit(basketId, edit, next);
      if (ticket !== latest.current) return;
      queryClient.setQueryData(picklistQueryKey(basketId), result);
      setPending(null);
      if (getSession().profile?.basketId === basketId) {
        updateSessionProfile({ countries: result.countries });
      }
      void queryClient.invalidateQueries({ queryKey: ["baskets"] });
    } catch (error) {
      if (ticket !== latest.current) return;
      setPending(null);
      notify.error(error instanceof Error ? error.message : t("failed"));
    }
  }

  const basketList = baskets.data ?? [];
  return (
    <RoutePage id="picklistList">
      {basketList.length > 1 && (
        <nav aria-label={t("baskets")} className="mb-6 flex flex-wrap gap-2">
          {basketList.map((basket) => (
            <Link
              key={basket.basketId}
              to={picklistPath(basket.basketId, basket.countries)}
              aria-current={basket.basketId === basketId ? "page" : undefined}
              className="rounded-full border border-[var(--border)] px-3 py-1 text-sm aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {basket.name || t("basket", { index: basket.position + 1 })}
            </Link>
          ))}
        </nav>
      )}
      <PicklistEditor
        countries={countries}
        onChange={(next, message, edit) => void change(next, message, edit)}
      />
      <p className="sr-only" aria-live="polite" data-testid="picklist-announcement">
        {announcement}
      </p>
      <p className="mt-8 text-sm">
        <Link to="/profil/update-profil" className="text-brand underline">
          {t("changeHome")}
        </Link>
      </p>
    </RoutePage>
  );
}
