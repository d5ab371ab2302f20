import { MAX_TRAVELLERS } from "@frontalier/shared/contracts/podium";
import { countryLabel } from "@frontalier/shared/countries";
import { useId } from "react";
import { useTranslation } from "../../../i18n/use-translation";

export interface CarryHome {
  carry: boolean;
  travellers: number;
}

/**
 * "I live outside the EU and carry my purchases home myself" (issue 25), for a home with import
 * rules: on by default, it ranks the podium by true cost; the number of travellers sets how many
 * allowances count.
 */
export function CarryHomeControl({
  home,
  value,
  onChange,
}: {
  home: string;
  value: CarryHome;
  onChange(next: CarryHome): void;
}) {
  const { t, i18n } = useTranslation("cross-border");
  const travellersId = useId();
  return (
    <div
      className="space-y-2 rounded-2xl border border-[var(--border)] p-4 text-sm"
      data-testid="carry-home"
    >
      <label className="flex min-h-10 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0"
          checked={value.carry}
          onChange={(event) => onChange({ ...value, carry: event.target.checked })}
        />
        {t("control.carry", { country: countryLabel(home, i18n.language) })}
      </label>
      {value.carry && (
        <>
          <div className="flex items-center gap-3">
            <label htmlFor={travellersId}>{t("control.travellers")}</label>
            <select
              id={travellersId}
              className="min-h-10 rounded-lg border border-[var(--border)] bg-[var(--surface-raised)] px-2"
              value={value.travellers}
              onChange={(event) => onChange({ ...value, travellers: Number(event.target.value) })}
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
    </div>
  );
}
