import type { StoreDto } from "@frontalier/shared/contracts/stores";
import { countryLabel } from "@frontalier/shared/countries";
import { LocateFixed } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useTranslation } from "../../../i18n/use-translation";
import { formatKm } from "../../../lib/format/km";
import type { ShopperPosition } from "../../../lib/shopper-position";
import { useNearestStores } from "../api/get-nearest-stores";
import type { Town } from "../geo/towns";

type Status =
  | { kind: "idle" }
  | { kind: "locating" }
  | { kind: "denied" }
  | { kind: "unavailable" }
  | { kind: "choose"; towns: Town[] }
  | { kind: "postcode" }
  | { kind: "unknown" };

const townLabel = (town: Town) => `${town.name} (${town.country})`;

/**
 * The nearest store of each picklist country, from the browser's position (asked only when the
 * shopper clicks) or a typed town or "lat, lon". Only the towns of a small built-in list are
 * known: the page says what it matched, and that postcodes are not.
 */
export function NearestStores({
  countries,
  position,
  onPosition,
  onSelectStore,
}: {
  countries: readonly string[];
  position: ShopperPosition | null;
  onPosition: (position: ShopperPosition) => void;
  onSelectStore: (store: StoreDto) => void;
}) {
  const { t, i18n } = useTranslation("map");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [text, setText] = useState("");
  const nearest = useNearestStores(
    position ? { lat: position.lat, lon: position.lon, countries } : null,
  );

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setStatus({ kind: "unavailable" });
      return;
    }
    setStatus({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setStatus({ kind: "idle" });
        onPosition({ lat: found.coords.latitude, lon: found.coords.longitude, label: null });
      },
      (error) =>
        setStatus({ kind: error.code === error.PERMISSION_DENIED ? "denied" : "unavailable" }),
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [{ parsePlace }, { towns }] = await Promise.all([
      import("../geo/parse-place"),
      import("../geo/towns"),
    ]);
    const place = parsePlace(text, towns);
    if (place.kind === "position") {
      setStatus({ kind: "idle" });
      onPosition({ lat: place.lat, lon: place.lon, label: `${place.lat}, ${place.lon}` });
    } else if (place.kind === "towns" && place.towns.length === 1) {
      chooseTown(place.towns[0]!);
    } else if (place.kind === "towns") {
      setStatus({ kind: "choose", towns: place.towns });
    } else if (place.kind !== "empty") {
      setStatus({ kind: place.kind });
    }
  };

  const chooseTown = (town: Town) => {
    setStatus({ kind: "idle" });
    onPosition({ lat: town.lat, lon: town.lon, label: townLabel(town) });
  };

  return (
    <section
      aria-labelledby="nearest-title"
      className="space-y-3 rounded-xl border border-[var(--border)] bg-[var(--surface-raised)] p-4"
      data-testid="nearest-stores"
    >
      <h2 id="nearest-title" className="text-lg font-bold">
        {t("nearest.title")}
      </h2>
      <Button
        type="button"
        variant="secondary"
        onClick={locate}
        loading={status.kind === "locating"}
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        {t("nearest.locate")}
      </Button>
      <p className="text-xs text-[var(--text-muted)]">{t("nearest.locateNote")}</p>
      <form onSubmit={submit} className="space-y-2">
        <TextField
          label={t("nearest.placeLabel")}
          hint={t("nearest.placeHint")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="address-level2"
        />
        <Button type="submit">{t("nearest.find")}</Button>
      </form>
      <div aria-live="polite">
        {status.kind === "denied" && <Alert tone="warning" title={t("nearest.denied")} />}
        {status.kind === "unavailable" && <Alert tone="warning" title={t("nearest.unavailable")} />}
        {status.kind === "postcode" && <Alert tone="info" title={t("nearest.postcode")} />}
        {status.kind === "unknown" && <Alert tone="info" title={t("nearest.unknown", { text })} />}
        {status.kind === "choose" && (
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold">{t("nearest.choose")}</legend>
            {status.towns.map((town) => (
              <Button
                key={`${town.name}-${town.country}`}
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => chooseTown(town)}
              >
                {townLabel(town)}
              </Button>
            ))}
          </fieldset>
        )}
        {position && (
          <p className="text-sm" data-testid="position-label">
            {position.label
              ? t("nearest.fromPlace", { place: position.label })
              : t("nearest.fromBrowser")}
          </p>
        )}
      </div>
      {nearest.error && (
        <Alert tone="error" title={t("nearest.failed")}>
          {nearest.error.message}
        </Alert>
      )}
      {nearest.data && (
        <table className="w-full text-sm" data-testid="nearest-table">
          <caption className="sr-only">{t("nearest.caption")}</caption>
          <thead>
            <tr className="text-left text-[var(--text-muted)]">
              <th scope="col" className="py-1 font-semibold">
                {t("nearest.country")}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t("nearest.store")}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t("nearest.distance")}
              </th>
            </tr>
          </thead>
          <tbody>
            {nearest.data.nearest.map((row) => (
              <tr
                key={row.country}
                className="border-t border-[var(--border)]"
                data-country={row.country}
              >
                <th scope="row" className="py-1 text-left font-normal">
                  {countryLabel(row.country, i18n.language)}
                </th>
                <td className="py-1">
                  {row.store ? (
                    <button
                      type="button"
                      className="text-left underline"
                      onClick={() => onSelectStore(row.store!)}
                    >
                      {row.store.name}
                    </button>
                  ) : (
                    t("nearest.none")
                  )}
                </td>
                <td className="py-1 text-right tabular-nums">
                  {row.distanceKm === null ? "—" : formatKm(row.distanceKm, i18n.language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {position && <p className="text-xs text-[var(--text-muted)]">{t("nearest.travelNote")}</p>}
    </section>
  );
}
