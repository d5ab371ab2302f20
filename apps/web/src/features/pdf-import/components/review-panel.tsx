import { FREE_IMPORT_MAX_LINES } from "@frontalier/shared/pdf-import/limits";
import { isPremium } from "@frontalier/shared/premium";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClass } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { addToWishlist } from "../../../lib/session/add-to-wishlist";
import { getSession } from "../../../lib/session/session-store";
import { type Review, type ReviewAction, reviewItems } from "../review-state";
import { ListTotal } from "./list-total";
import { OcrNotice } from "./ocr-marks";
import { RecognisedTable } from "./recognised-table";
import { UnrecognisedTable } from "./unrecognised-table";

/** The current wishlist, or a new basket that becomes the current one. */
type WishlistTarget = "current" | "new";

type Adding =
  | { state: "idle" }
  | { state: "adding"; target: WishlistTarget }
  | { state: "done" }
  | { state: "failed" };

/** The review's title, where focus goes when an upload has been read. */
export const REVIEW_TITLE_ID = "pdf-review-title";

/** The review: recognised lines, lines to fix, the list's total, then add all to a list. */
export function ReviewPanel({
  review,
  modelName,
  dispatch,
}: {
  review: Review;
  modelName: string;
  dispatch(action: ReviewAction): void;
}) {
  const { t } = useTranslation("pdf-import");
  const navigate = useNavigate();
  const items = useMemo(() => reviewItems(review), [review]);
  const [adding, setAdding] = useState<Adding>({ state: "idle" });
  const add = async (target: WishlistTarget) => {
    if (items.length > FREE_IMPORT_MAX_LINES && !isPremium(getSession().user?.premiumUntil))
      return navigate("/PaidRequired");
    setAdding({ state: "adding", target });
    try {
      await addToWishlist({ items }, target);
      setAdding({ state: "done" });
    } catch {
      setAdding({ state: "failed" });
    }
  };
  return (
    <section aria-labelledby={REVIEW_TITLE_ID} className="space-y-6" data-testid="pdf-review">
      <div>
        <h2 id={REVIEW_TITLE_ID} tabIndex={-1} className="scroll-mt-32 text-xl font-bold">
          {t("review.title")}
        </h2>
        <p className="text-sm text-[var(--text-muted)]">
          {t("review.summary", {
            model: modelName,
            pages: t("review.pages", { count: review.pages }),
            lines: t("review.lines", { count: review.lines.length }),
          })}
        </p>
        {Number.isInteger(review.seen) && (
          <p className="text-sm text-[var(--text-muted)]" data-testid="pdf-seen">
            {t("review.seen", { count: review.seen })}
            {review.fixes.length > 0 && ` · ${t("review.notRead", { count: review.fixes.length })}`}
          </p>
        )}
        <OcrNotice review={review} />
      </div>
      {review.lines.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-semibold">{t("review.recognised")}</h3>
          <RecognisedTable lines={review.lines} dispatch={dispatch} />
        </div>
      )}
      {review.fixes.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-semibold">{t("review.unrecognised")}</h3>
          <UnrecognisedTable fixes={review.fixes} dispatch={dispatch} />
        </div>
      )}
      {items.length === 0 ? (
        <p>{t("review.empty")}</p>
      ) : (
        <>
          <div className="space-y-2">
            <h3 className="font-semibold">{t("total.title")}</h3>
            <ListTotal items={items} />
          </div>
          <div className="space-y-3">
            <h3 className="font-semibold">{t("add.title")}</h3>
            <div className="flex flex-wrap gap-3">
              {(["current", "new"] as const).map((target) => (
                <Button
                  key={target}
                  variant={target === "current" ? "primary" : "secondary"}
                  loading={adding.state === "adding" && adding.target === target}
                  disabled={adding.state === "adding"}
                  onClick={() => void add(target)}
                >
                  {t(`add.${target}`)}
                </Button>
              ))}
            </div>
            {adding.state === "done" && (
              <Alert tone="success" title={t("add.done")}>
                <Link to="/wishlist" className={buttonClass("secondary", "sm")}>
                  {t("add.open")}
                </Link>
              </Alert>
            )}
            {adding.state === "failed" && <Alert tone="error" title={t("add.failed")} />}
          </div>
        </>
      )}
    </section>
  );
}
