import type { ComparisonSettings } from "@frontalier/shared/contracts/wishlist";
import { findCountry } from "@frontalier/shared/countries";
import { toMinorUnits } from "@frontalier/shared/money";
import { LocateFixed } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import {
  readShopperPosition,
  type ShopperPosition,
  saveShopperPosition,
} from "../../../lib/shopper-position";

export type Travel = "none" | "fixed" | "distance";

/**
 * What one trip abroad costs by default, in the home currency's major units: about 40 € (fuel and
 * tolls for a couple of hours' drive), as a round amount in the other currencies. Shown and
 * editable, never a silent zero.
 */
const PER_TRIP: Partial<Record<string, number>> = {
  EUR: 40,
  CHF: 40,
  GBP: 35,
  SEK: 450,
  NOK: 450,
  DKK: 300,
  PLN: 170,
  CZK: 1000,
  HUF: 16000,
  RON: 200,
  BGN: 80,
};
/** A car's cost per km, against 40 € for a trip: 0.25 €/km. */
const KM_PER_TRIP = 160;

export interface PlanSettings {
  currency: string;
  k: number;
  setK: (k: number) => void;
  travel: Travel;
  setTravel: (travel: Travel) => void;
  perTrip: string;
  setPerTrip: (value: string) => void;
  perKm: string;
  setPerKm: (value: string) => void;
  position: ShopperPosition | null;
  setPosition: (position: ShopperPosition) => void;
  /** The question to the API. */
  query: ComparisonSettings;
}

/**
 * How the wishlist's plans are costed. By distance when the shopper gave a place (on the map or
 * here), otherwise a fixed amount per trip abroad, shown in the form.
 */
export function usePlanSettings(home: string): PlanSettings {
  const currency = findCountry(home)?.currency ?? "EUR";
  const perTripDefault = PER_TRIP[currency] ?? 40;
  const [k, setK] = useState(2);
  const [position, setPosition] = useState<ShopperPosition | null>(readShopperPosition);
  const [travel, setTravel] = useState<Travel>(() => (position ? "distance" : "fixed"));
  const [perTrip, setPerTrip] = useState(String(perTripDefault));
  const [perKm, setPerKm] = useState(
    String(Math.round((perTripDefault / KM_PER_TRIP) * 100) / 100),
  );
  const minor = (value: string) => Math.max(0, toMinorUnits(Number(value) || 0, currency));
  // Issue 25: carrying purchases home, as the podium's address says it (`carry=0`, `travellers=N`);
  // the server carries home by default for a home with import rules.
  const [search] = useSearchParams();
  const travellers = Math.min(9, Math.max(1, Math.trunc(Number(search.get("travellers"))) || 1));
  // Without a place, distances are unknown: the per-trip amount stands in (said in the form).
  const asked: Travel = travel === "distance" && !position ? "fixed" : travel;
  return {
    currency,
    k,
    setK,
    travel,
    setTravel,
    perTrip,
    setPerTrip,
    perKm,
    setPerKm,
    position,
    setPosition: (place) => {
      saveShopperPosition(place);
      setPosition(place);
    },
    query: {
      k,
      travel: asked,
      perTrip: minor(perTrip),
      perKm: minor(perKm),
      ...(position ? { lat: position.lat, lon: position.lon } : {}),
      ...(search.get("carry") === "0" ? { carry: "0" as const } : {}),
      ...(travellers > 1 ? { travellers } : {}),
    },
  };
}

const field =
  "h-10 w-full min-w-0 rounded-md border border-[var(--border)] bg-[var(--surface)] px-2";

/** The plan's settings: k, how trips are costed and their amount, the shopper's place. */
export function PlanSettingsForm({ settings }: { settings: PlanSettings }) {
  const { t } = useTranslation("wishlist");
  const { currency, travel, position } = settings;
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);

  const locate = () => {
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        settings.setPosition({ lat: pos.coords.latitude, lon: pos.coords.longitude, label: null });
        setLocating(false);
      },
      () => {
        setLocateError(t("compare.locateFailed"));
        setLocating(false);
      },
      { maximumAge: 600_000, timeout: 10_000 },
    );
  };

  const showPerTrip = travel === "fixed" || (travel === "distance" && !position);
  return (
    <form
      className="mt-4 grid grid-cols-1 gap-4 rounded-xl border border-[var(--border)] p-4 sm:grid-cols-3 print:hidden"
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
        {t("compare.k")}
        <select
          value={settings.k}
          onChange={(e) => settings.setK(Number(e.target.value))}
          className={field}
          data-testid="plan-k"
        >
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {t("compare.kOption", { count: n })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
        {t("compare.travel")}
        <select
          value={travel}
          onChange={(e) => settings.setTravel(e.target.value as Travel)}
          className={field}
          data-testid="travel-mode"
        >
          <option value="distance">{t("compare.travelDistance")}</option>
          <option value="fixed">{t("compare.travelFixed")}</option>
          <option value="none">{t("compare.travelNone")}</option>
        </select>
      </label>
      <div className="flex min-w-0 flex-col gap-2 text-sm">
        {travel === "distance" && (
          <label className="flex flex-col gap-1 font-medium">
            {t("compare.perKm", { currency })}
            <input
              type="number"
              min={0}
              step={0.01}
              value={settings.perKm}
              onChange={(e) => settings.setPerKm(e.target.value)}
              className={field}
              data-testid="per-km"
            />
          </label>
        )}
        {showPerTrip && (
          <label className="flex flex-col gap-1 font-medium">
            {t("compare.perTrip", { currency })}
            <input
              type="number"
              min={0}
              step={1}
              value={settings.perTrip}
              onChange={(e) => settings.setPerTrip(e.target.value)}
              className={field}
              data-testid="per-trip"
            />
          </label>
        )}
        {/* The place also names each trip's nearest store, whatever the travel mode. */}
        <Button type="button" variant="secondary" size="sm" loading={locating} onClick={locate}>
          <LocateFixed size={14} aria-hidden="true" />{" "}
          {position ? (position.label ?? t("compare.located")) : t("compare.locate")}
        </Button>
        {locateError && <p className="text-danger">{locateError}</p>}
        {travel === "distance" && !position && (
          <p className="text-[var(--text-muted)]" data-testid="no-place">
            {t("compare.noPlace")}
          </p>
        )}
      </div>
    </form>
  );
}
