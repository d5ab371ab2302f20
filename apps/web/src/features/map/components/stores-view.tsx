import type { StoreDto } from "@frontalier/shared/contracts/stores";
import { defaultPicklist } from "@frontalier/shared/default-picklist";
import { useDeferredValue, useEffect, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { inlineLinkClass } from "../../../components/ui/inline-link";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { useSession } from "../../../lib/session/session-store";
import {
  readShopperPosition,
  type ShopperPosition,
  saveShopperPosition,
} from "../../../lib/shopper-position";
import { useStores } from "../api/get-stores";
import { EuropeMap } from "./europe-map";
import { NearestStores } from "./nearest-stores";
import { StoreList } from "./store-list";
import { StorePanel } from "./store-panel";

/** Where the shipped store list comes from (data/ATTRIBUTION.md). */
const STORE_LIST_SOURCE = "https://github.com/Ephigenia/ikea-availability-checker";

/**
 * /map: the stores on the map, the chosen one, the nearest of each picklist country, the list.
 * The map (its shapes come with the code) is drawn at once; what needs the stores comes with
 * them, below or beside it, so that nothing already painted moves.
 */
export function StoresView() {
  const { t } = useTranslation("map");
  const { profile } = useSession();
  const stores = useStores();
  const [selected, setSelected] = useState<StoreDto | null>(null);
  const [position, setPosition] = useState<ShopperPosition | null>(readShopperPosition);
  const data = stores.data;
  // The list is below the fold: React renders it after the map and its markers are painted,
  // in slices that leave the main thread free.
  const listStores = useDeferredValue(data?.stores ?? null, null);
  useFirstRenderMark(data !== undefined);

  const choosePosition = (next: ShopperPosition) => {
    setPosition(next);
    saveShopperPosition(next);
  };

  if (stores.error) {
    return (
      <Alert tone="error" title={t("failed")}>
        {stores.error.message}
      </Alert>
    );
  }
  const countries = profile?.countries.length ? profile.countries : defaultPicklist;
  return (
    <div className="space-y-8" data-testid="stores-view">
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <EuropeMap
            label={t("map.label", { count: data?.stores.length ?? 0 })}
            stores={data?.stores}
            loading={!data}
            selectedStoreId={selected?.id ?? null}
            onSelectStore={setSelected}
            position={position}
          />
          <p className="text-sm text-[var(--text-muted)]" data-testid="stores-source">
            <Trans
              t={t}
              i18nKey="source"
              components={{
                source: (
                  // biome-ignore lint/a11y/useAnchorContent: Trans gives the link its words.
                  <a href={STORE_LIST_SOURCE} className={inlineLinkClass} />
                ),
              }}
            />
          </p>
          {data?.stores.length === 0 && <Alert tone="info" title={t("noStores")} />}
        </div>
        {data && (
          <div className="space-y-6">
            <StorePanel store={selected} position={position} />
            <NearestStores
              countries={countries}
              position={position}
              onPosition={choosePosition}
              onSelectStore={setSelected}
            />
          </div>
        )}
      </div>
      {listStores && (
        <StoreList stores={listStores} selectedId={selected?.id ?? null} onSelect={setSelected} />
      )}
    </div>
  );
}

/**
 * `npm run bench` reads `map:first-render`: from the stores being ready to the first frame
 * painted with their markers, the panel, the nearest-store form and the list (the country
 * shapes are already on screen by then).
 */
function useFirstRenderMark(ready: boolean) {
  const [markedStart] = useState(() => ({ done: false }));
  if (ready && !markedStart.done) {
    markedStart.done = true;
    performance.mark("map:data-ready");
  }
  useEffect(() => {
    if (!ready) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.mark("map:painted");
        performance.measure("map:first-render", "map:data-ready", "map:painted");
      }, 0),
    );
  }, [ready]);
}
