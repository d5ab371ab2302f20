import { getSharedWishlist } from "@frontalier/shared/contracts/baskets";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { PageFallback } from "../app/layouts/page-fallback";
import { Alert } from "../components/ui/alert";
import { buttonClass } from "../components/ui/button";
import { WishlistLines } from "../features/wishlist/components/wishlist-lines";
import { useTranslation } from "../i18n/use-translation";
import { ApiError } from "../lib/api/api-error";
import { call } from "../lib/api/call";
import { WithQueries } from "../lib/query-client";

/** /wishlist/shared/{token}: someone's wishlist, read-only, while they keep the link alive. */
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
  return (
    <div className="mx-auto max-w-5xl px-4 py-10" data-route="wishlistShared">
      <h1 className="text-3xl font-bold">
        {shared.data.name || t("shared.title", { owner: shared.data.owner })}
      </h1>
      <p className="mt-1 mb-6 text-[var(--text-muted)]">{t("shared.lead")}</p>
      <WishlistLines items={shared.data.items} />
      <Link to="/wishlist" className={`${buttonClass("primary", "md")} mt-6`}>
        {t("title")}
      </Link>
    </div>
  );
}
