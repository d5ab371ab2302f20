import { formatMoney } from "@frontalier/shared/format-money";
import { useTranslation } from "../../../i18n/use-translation";
import type { PriceBin } from "../geo/price-scale";

export function PriceLegend({ bins, currency }: { bins: readonly PriceBin[]; currency: string }) {
  const { t, i18n } = useTranslation("map");
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  return (
    <figure className="space-y-2" data-testid="price-legend">
      <figcaption className="text-sm font-semibold">{t("legend.title", { currency })}</figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {bins.map((bin) => (
          <li key={bin.colour} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded border border-[#334155]"
              style={{ background: bin.colour }}
            />
            {bin.fromMinor === bin.toMinor
              ? money(bin.fromMinor)
              : t("legend.range", { from: money(bin.fromMinor), to: money(bin.toMinor) })}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-4 rounded border border-[#64748b] bg-[#f8fafc]"
          />
          {t("legend.noPrice")}
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-4 rounded border-2 border-dashed border-[#b91c1c]"
          />
          {t("legend.home")}
        </li>
      </ul>
    </figure>
  );
}
