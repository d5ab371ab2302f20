import { formatArticleCode } from "@frontalier/shared/article-code";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { fetchedAtText } from "../../lib/offline/fetched-at";
import { podiumQuery, savedCarryChoice } from "../../lib/podium/podium-query";
import { useSession } from "../../lib/session/session-store";
import { type KeptPodium, keptPodium } from "./kept-podium";
import { addPendingCode } from "./pending-codes";
import { PendingCodes } from "./pending-codes-list";
import { scannedPodiumPath } from "./podium-path";
import { PriceLine } from "./price-line";
import { cheapestPrice } from "./scanned-price";

type Found = { kind: "looking" } | { kind: "kept"; kept: KeptPodium } | { kind: "unknown" };

/**
 * An article scanned offline (decision 047): its price from the podium the worker kept, with the
 * time it was fetched; or, when none was kept, the code kept to be looked up once online.
 */
export function OfflineScanResult({
  code,
  onScanAgain,
}: {
  code: string;
  onScanAgain: () => void;
}) {
  const { t, i18n } = useTranslation("scanner");
  const { profile, loaded } = useSession();
  const [found, setFound] = useState<Found>({ kind: "looking" });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!loaded) return;
    let current = true;
    const query = podiumQuery(profile, savedCarryChoice(profile?.crossBorder));
    void keptPodium(code, query).then((kept) => {
      if (!current) return;
      if (!kept) addPendingCode(code);
      setFound(kept ? { kind: "kept", kept } : { kind: "unknown" });
    });
    return () => {
      current = false;
    };
  }, [code, profile, loaded]);

  // The camera view held the focus: it goes to the result, so that a screen reader reads it.
  useEffect(() => {
    if (found.kind !== "looking") headingRef.current?.focus();
  }, [found.kind]);

  const when =
    found.kind === "kept" ? fetchedAtText(found.kept.fetchedAt, i18n.language, Date.now()) : null;
  return (
    <section
      aria-labelledby="offline-scan-title"
      data-testid="offline-scan-result"
      className="flex flex-1 flex-col gap-4 overflow-y-auto bg-[var(--surface)] p-6 text-[var(--text)]"
    >
      <div aria-live="polite" className="space-y-2">
        <h3 id="offline-scan-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
          {found.kind === "kept"
            ? `${found.kept.podium.article.name} ${formatArticleCode(code)}`
            : t("offline.recognised", { code: formatArticleCode(code) })}
        </h3>
        {found.kind === "kept" && (
          <>
            <PriceLine price={cheapestPrice(found.kept.podium)} />
            {when && (
              <p className="text-[var(--text-muted)]" data-testid="scanned-price-time">
                {t(when.key, { time: when.time, date: when.date })}
              </p>
            )}
            <Link
              to={scannedPodiumPath(code)}
              replace
              className="font-semibold text-brand underline"
            >
              {t("offline.openPodium")}
            </Link>
          </>
        )}
        {found.kind === "unknown" && (
          <p data-testid="scanned-no-price">{t("offline.noKeptPrice")}</p>
        )}
      </div>
      <PendingCodes onEmptied={() => headingRef.current?.focus()} />
      <Button variant="secondary" onClick={onScanAgain}>
        {t("articles.scanAgain")}
      </Button>
    </section>
  );
}
