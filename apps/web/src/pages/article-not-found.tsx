import { useSearchParams } from "react-router";
import { RoutePage } from "../components/layout/route-page";
import { ProductSearch } from "../features/catalogue/components/product-search";
import { useTranslation } from "../i18n/use-translation";
import { WithQueries } from "../lib/query-client";

/** Where an unknown code lands: say which one, and offer the search. */
export function Page() {
  const { t } = useTranslation("catalogue");
  const [params] = useSearchParams();
  const code = params.get("code");
  return (
    <RoutePage id="articleNotFound">
      {code && (
        <p className="mb-6 text-lg" data-testid="missing-code">
          {t("notFound.code", { code })}
        </p>
      )}
      <WithQueries>
        <ProductSearch />
      </WithQueries>
    </RoutePage>
  );
}
