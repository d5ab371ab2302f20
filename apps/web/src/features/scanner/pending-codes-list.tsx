import { formatArticleCode } from "@frontalier/shared/article-code";
import { getPodium, type PodiumResponse } from "@frontalier/shared/contracts/podium";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { ApiError } from "../../lib/api/api-error";
import { call } from "../../lib/api/call";
import { podiumQuery, savedCarryChoice } from "../../lib/podium/podium-query";
import { useSession } from "../../lib/session/session-store";
import { removePendingCode, usePendingCodes } from "./pending-codes";
import { scannedPodiumPath } from "./podium-path";
import { PriceLine } from "./price-line";
import { cheapestPrice } from "./scanned-price";

/**
 * A look-up that failed (the connection just back may still be settling) is asked again this
 * long after, up to PENDING_TRIES times while the list is shown; then on the next return online.
 */
export const PENDING_RETRY_MS = 3000;
export const PENDING_TRIES = 4;

type LookUp =
  | { kind: "looking" }
  | { kind: "found"; podium: PodiumResponse }
  | { kind: "not-found" }
  | { kind: "failed" };

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/**
 * The codes scanned offline whose price was not kept (decision 047): waiting while offline, looked
 * up as soon as the connection is back (the worker keeps each answer for the next time offline),
 * and shown with their price until the shopper opens or removes them.
 */
export function PendingCodes({ onEmptied }: { onEmptied: () => void }) {
  const { t } = useTranslation("scanner");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codes = usePendingCodes();
  const online = useOnline();
  const { profile, loaded } = useSession();
  const [lookUps, setLookUps] = useState<ReadonlyMap<string, LookUp>>(new Map());
  // Answered once: not asked again when another code is added or removed.
  const answered = useRef(new Set<string>());
  const [tries, setTries] = useState(0);

  useEffect(() => {
    if (!online || !loaded) return;
    const query = podiumQuery(profile, savedCarryChoice(profile?.crossBorder));
    const controller = new AbortController();
    let retry: number | undefined;
    const set = (code: string, lookUp: LookUp) =>
      setLookUps((previous) => new Map(previous).set(code, lookUp));
    for (const code of codes) {
      if (answered.current.has(code)) continue;
      set(code, { kind: "looking" });
      call(getPodium, { params: { code }, query, signal: controller.signal }).then(
        (podium) => {
          answered.current.add(code);
          set(code, { kind: "found", podium });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const notFound = error instanceof ApiError && error.status === 404;
          if (notFound) answered.current.add(code);
          else console.warn("Scanned code not looked up", code, error);
          set(code, { kind: notFound ? "not-found" : "failed" });
          if (!notFound && tries + 1 < PENDING_TRIES && retry === undefined) {
            retry = window.setTimeout(() => setTries(tries + 1), PENDING_RETRY_MS);
          }
        },
      );
    }
    return () => {
      controller.abort();
      window.clearTimeout(retry);
    };
  }, [codes, online, profile, loaded, tries]);

  // Back online: a fresh round of tries.
  useEffect(() => {
    if (online) setTries(0);
  }, [online]);

  // The removed line held the focus: it goes to the list, or to the caller once it is empty.
  const remove = (code: string) => {
    removePendingCode(code);
    if (codes.length > 1) headingRef.current?.focus();
    else onEmptied();
  };

  if (codes.length === 0) return null;
  return (
    <section
      aria-labelledby="pending-codes-title"
      data-testid="pending-codes"
      className="space-y-2 rounded-xl border border-[var(--border)] bg-[var(--surface)] p-4 text-[var(--text)]"
    >
      <h4 id="pending-codes-title" ref={headingRef} tabIndex={-1} className="font-bold">
        {t("pending.title", { count: codes.length })}
      </h4>
      <ul className="divide-y divide-[var(--border)]">
        {codes.map((code) => {
          const lookUp = online ? lookUps.get(code) : undefined;
          const formatted = formatArticleCode(code);
          return (
            <li
              key={code}
              data-testid="pending-code"
              className="flex items-start justify-between gap-3 py-2"
            >
              <div aria-live="polite" className="min-w-0 space-y-1">
                {lookUp?.kind === "found" ? (
                  <>
                    <Link
                      to={scannedPodiumPath(code)}
                      replace
                      onClick={() => removePendingCode(code)}
                      className="font-semibold text-brand underline"
                    >
                      {`${lookUp.podium.article.name} ${formatted}`}
                    </Link>
                    <PriceLine price={cheapestPrice(lookUp.podium)} />
                  </>
                ) : (
                  <>
                    <p className="font-mono font-semibold">{formatted}</p>
                    <p className="text-sm text-[var(--text-muted)]">
                      {!online
                        ? t("pending.waiting")
                        : lookUp?.kind === "not-found"
                          ? t("pending.notFound")
                          : lookUp?.kind === "failed"
                            ? t("pending.failed")
                            : t("pending.looking")}
                    </p>
                  </>
                )}
              </div>
              <button
                type="button"
                onClick={() => remove(code)}
                aria-label={t("pending.remove", { code: formatted })}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-[var(--surface-raised)]"
              >
                <X size={18} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
