import { countryLabel } from "@frontalier/shared/countries";
import { MAX_TRAVELLERS } from "@frontalier/shared/cross-border/setting";
import { useId } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { useShownAtOnce } from "../../../lib/use-shown-at-once";

export interface CarryHome {
  carry: boolean;
  travellers: number;
}

const sameCarryHome = (a: CarryHome, b: CarryHome) =>
  a.carry === b.carry && a.travellers === b.travellers;

/**
 * "I live outside the EU and carry my purchases home myself" (issue 25), for a home with import
 * rules: on by default, it ranks the podium by true cost; the number of travellers sets how many
 * allowances count. `saveFailed`: the change could not be kept with the profile; the page (and
 * its address) still uses it, and the shopper is told.
 */
export function CarryHomeControl({
  home,
  value,
  onChange,
  saveFailed = false,
}: {
  home: string;
  value: CarryHome;
  onChange(next: CarryHome): void;
  saveFailed?: boolean;
}) {
  const { t, i18n } = useTranslation("cross-border");
  const travellersId = useId();
  // The shopper's click shows at once, before the address (and `value`) catch up.
  const [shown, setShown] = useShownAtOnce(value, sameCarryHome);
  const change = (next: CarryHome) => {
    setShown(next);
    onChange(next);
  };
  return (
    <div
      className="space-y-2 rounded-2xl border border-[var(--border)] p-4 text-sm"
      data-testid="carry-home"
    >
      <label className="flex min-h-10 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0"
          checked={shown.carry}
          onChange={(event) => change({ ...shown, carry: event.target.checked })}
        />
        {t("control.carry", { country: countryLabel(home, i18n.language) })}
      </label>
      {shown.carry && (
        <>
          <div className="flex items-center gap-3">
            <label htmlFor={travellersId}>{t("control.travellers")}</label>
            <select
              id={travellersId}
              className="min-h-10 rounded-lg border border-[var(--border)] bg-[var(--surface-raised)] px-2"
              value={shown.travellers}
              onChange={(event) => change({ ...shown, travellers: Number(event.target.value) })}
            >
              {Array.from({ length: MAX_TRAVELLERS }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <p className="text-[var(--text-muted)]">{t("control.hint")}</p>
        </>
      )}
      {/* Always there, so that a screen reader announces the message when it appears. */}
      <p role="alert" className="text-danger empty:hidden" data-testid="carry-home-save-failed">
        {saveFailed ? t("control.saveFailed") : null}
      </p>
    </div>
  );
}
