import { RoutePage } from "../components/layout/route-page";
import { prefetchStores } from "../features/map/api/get-stores";
import { StoresView } from "../features/map/components/stores-view";
import { WithQueries } from "../lib/query-client";

void prefetchStores();

/** /map: the retailer's stores across Europe and the nearest one to the shopper (spec §2). */
export function Page() {
  return (
    <RoutePage id="map">
      <WithQueries>
        <StoresView />
      </WithQueries>
    </RoutePage>
  );
}
