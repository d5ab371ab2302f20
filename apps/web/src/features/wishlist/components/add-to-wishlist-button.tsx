import { wishlistPath } from "@frontalier/shared/route-links";
import { Heart } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import { useSession } from "../../../lib/session/session-store";
import { addItem } from "../api/wishlist-api";

/** Brief §4: "add to wishlist" on a podium, into the current basket. */
export function AddToWishlistButton({ code }: { code: string }) {
  const { t } = useTranslation("wishlist");
  const { profile } = useSession();
  const [state, setState] = useState<"idle" | "saving" | "added">("idle");
  if (!profile) return null;
  const href = wishlistPath(profile.iBasket, profile.sIndex);
  if (state === "added") {
    return (
      <p
        role="status"
        className="flex items-center gap-2 text-sm font-medium text-success"
        data-testid="added-to-wishlist"
      >
        <Heart size={16} aria-hidden="true" className="fill-current" /> {t("addedTo")}{" "}
        <Link to={href} className="text-brand underline">
          {t("open")}
        </Link>
      </p>
    );
  }
  return (
    <Button
      variant="secondary"
      loading={state === "saving"}
      data-testid="add-to-wishlist"
      onClick={() => {
        setState("saving");
        addItem(profile.iBasket, code)
          .then(() => setState("added"))
          .catch((error: unknown) => {
            setState("idle");
            notify.error(error instanceof Error ? error.message : t("failed"));
          });
      }}
    >
      <Heart size={16} aria-hidden="true" /> {t("addTo")}
    </Button>
  );
}
