import { useSearchParams } from "react-router";
import { RoutePage } from "../components/layout/route-page";
import { ProductSearch } from "../features/catalogue/components/product-search";
import { WithQueries } from "../lib/query-client";

export function Page() {
  const [params] = useSearchParams();
  return (
    <RoutePage id="productCode">
      <WithQueries>
        <ProductSearch initial={params.get("q") ?? ""} autoFocus />
      </WithQueries>
    </RoutePage>
  );
}
