import type { StoreDto } from "@frontalier/shared/contracts/stores";
import { memo } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import type { Cluster } from "../geo/cluster";

/**
 * One marker per cluster, at its position in zoomed drawing units (the caller's group pans them).
 * Memoised on the clusters, which change only with the zoom and the stores: a pan renders none.
 */
export const StoreMarkers = memo(function StoreMarkers({
  clusters,
  selectedStoreId,
  onOpen,
}: {
  clusters: readonly Cluster<StoreDto>[];
  selectedStoreId: string | null;
  onOpen: (cluster: Cluster<StoreDto>) => void;
}) {
  const { t } = useTranslation("map");
  // A handful of sizes among a hundred or more clusters: one translation call per size.
  const titles = new Map<number, string>();
  const clusterTitle = (size: number) => {
    const title = titles.get(size) ?? t("markers.cluster", { n: size });
    titles.set(size, title);
    return title;
  };
  return clusters.map((cluster) => {
    const size = cluster.items.length;
    const single = size === 1;
    const isSelected = single && cluster.items[0]!.id === selectedStoreId;
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the store list below the map does the same by keyboard
      <g
        key={cluster.key}
        transform={`translate(${cluster.x.toFixed(1)} ${cluster.y.toFixed(1)})`}
        className="cursor-pointer"
        data-testid={single ? "store-marker" : "store-cluster"}
        onClick={() => onOpen(cluster)}
      >
        <title>{single ? cluster.items[0]!.name : clusterTitle(size)}</title>
        {single ? (
          <circle
            r={isSelected ? 9 : 6}
            className={isSelected ? "fill-[#facc15] stroke-[#111]" : "fill-[#0058a3] stroke-white"}
            strokeWidth={2}
          />
        ) : (
          <>
            <circle
              r={size > 9 ? 15 : 12}
              className="fill-[#0058a3] stroke-white"
              strokeWidth={2}
            />
            <text textAnchor="middle" dy="0.35em" className="fill-white text-[13px] font-bold">
              {size}
            </text>
          </>
        )}
      </g>
    );
  });
});
