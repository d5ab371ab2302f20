import type { StoreDto } from "@frontalier/shared/contracts/stores";
import { countryLabel } from "@frontalier/shared/countries";
import { distanceKm } from "@frontalier/shared/distance";
import { useTranslation } from "../../../i18n/use-translation";
import { formatKm } from "../../../lib/format/km";

/** The chosen store: name, country, town and how far it is from the shopper's position. */
export function StorePanel({
  store,
  position,
}: {
  store: StoreDto | null;
  position: { lat: number; lon: number } | null;
}) {
  const { t, i18n } = useTranslation("map");
  return (
    <section
      aria-labelledby="store-panel-title"
      aria-live="polite"
      className="rounded-xl border border-[var(--border)] bg-[var(--surface-raised)] p-4"
      data-testid="store-panel"
    >
      <h2 id="store-panel-title" className="text-lg font-bold">
        {store ? store.name : t("panel.title")}
      </h2>
      {store ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-[var(--text-muted)]">{t("panel.country")}</dt>
          <dd>{countryLabel(store.country, i18n.language)}</dd>
          {store.city && store.city !== store.name && (
            <>
              <dt className="text-[var(--text-muted)]">{t("panel.city")}</dt>
              <dd>{store.city}</dd>
            </>
          )}
          <dt className="text-[var(--text-muted)]">{t("panel.distance")}</dt>
          <dd data-testid="store-distance">
            {position
              ? t("panel.distanceValue", {
                  distance: formatKm(Math.round(distanceKm(position, store)), i18n.language),
                })
              : t("panel.noPosition")}
          </dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-[var(--text-muted)]">{t("panel.empty")}</p>
      )}
    </section>
  );
}
