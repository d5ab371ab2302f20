import { wishlistPath } from "@frontalier/shared/route-links";
import { useQueryClient } from "@tanstack/react-query";
import { Heart, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import { useSession } from "../../../lib/session/session-store";
import { addItem, useWishlist, wishlistKey } from "../api/wishlist-api";

/** Brief §4: "add to wishlist" on a podium, into the current basket. */
export function AddToWishlistButton({ code }: { code: string }) {
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <AddButton code={code} basketId={profile.basketId} basketPosition={profile.basketPosition} />
  );
}

/**
 * The button stays where it is after an add (issue 19: it used to replace itself and focus fell
 * to the page), so a second unit is one more press; beside it, how many units the list holds.
 * While saving it is only marked busy: a disabled button would drop the focus.
 */
function AddButton({
  code,
  basketId,
  basketPosition,
}: {
  code: string;
  basketId: number;
  basketPosition: number;
}) {
  const { t } = useTranslation(["wishlist", "catalogue"]);
  const queryClient = useQueryClient();
  const wishlist = useWishlist(basketId);
  const [saving, setSaving] = useState(false);
  const count = wishlist.data?.items.find((item) => item.code === code)?.quantity ?? 0;
  const add = () => {
    if (saving) return;
    setSaving(true);
    // A read of the list already under way (the page's own, which waits for its contract first:
    // decision 046) would answer without this unit and replace the add's answer: cancelled.
    const key = wishlistKey(basketId);
    queryClient
      .cancelQueries({ queryKey: key })
      .then(() => addItem(basketId, code))
      .then(async (answer) => {
        await queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData(key, answer);
      })
      .catch((error: unknown) => {
        notify.error(error instanceof Error ? error.message : t("failed"));
      })
      .finally(() => setSaving(false));
  };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="button"
        className={buttonClass("secondary")}
        aria-busy={saving || undefined}
        aria-disabled={saving || undefined}
        data-testid="add-to-wishlist"
        onClick={add}
      >
        {saving ? (
          <LoaderCircle size={16} className="animate-spin" aria-hidden="true" />
        ) : (
          <Heart size={16} aria-hidden="true" className={count > 0 ? "fill-current" : undefined} />
        )}
        {t("addTo")}
      </button>
      <p role="status" className="text-sm font-medium" data-testid="added-to-wishlist">
        {count > 0 && (
          <>
            <span data-testid="wishlist-count">{t("catalogue:wishlistCount", { count })}</span>{" "}
            <Link to={wishlistPath(basketId, basketPosition)} className="text-brand underline">
              {t("open")}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
