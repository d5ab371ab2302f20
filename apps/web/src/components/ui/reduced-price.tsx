import { formatMoney } from "@frontalier/shared/format-money";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

interface ReducedPriceProps {
  /** The price paid, in minor units of `currency`. */
  amountMinor: number;
  /** The regular price while `amountMinor` is a reduced one; null or not above it: none. */
  regularMinor: number | null | undefined;
  currency: string;
  className?: string;
  /** Classes of the struck-through regular price. */
  regularClassName?: string;
}

/**
 * A price, and the retailer's regular price struck through before it while it is reduced. A
 * strike-through is not read out, so screen readers hear one sentence instead ("regular price …,
 * reduced price …") and the visual pair is hidden from them.
 */
export function ReducedPrice({
  amountMinor,
  regularMinor,
  currency,
  className,
  regularClassName,
}: ReducedPriceProps) {
  const { i18n } = useTranslation([]);
  const price = formatMoney(amountMinor, currency, i18n.language);
  if (regularMinor == null || regularMinor <= amountMinor) {
    return <span className={className}>{price}</span>;
  }
  return (
    <span className={className} data-testid="reduced-price">
      <SpokenPair price={price} regular={formatMoney(regularMinor, currency, i18n.language)} />
      <span aria-hidden="true">
        <s
          className={cn(
            "mr-1.5 text-[0.8em] font-normal text-[var(--text-muted)] decoration-1",
            regularClassName,
          )}
        >
          {formatMoney(regularMinor, currency, i18n.language)}
        </s>
        {price}
      </span>
    </span>
  );
}

/** Its own component, so that a price without reduction does not wait for the common texts. */
function SpokenPair({ price, regular }: { price: string; regular: string }) {
  const { t } = useTranslation("common");
  return <span className="sr-only">{t("priceReduced", { regular, price })}</span>;
}

/** The regular price in the currency a price was converted to, at the same rate. */
export const regularAtSameRate = (
  regularMinor: number | null | undefined,
  localMinor: number,
  convertedMinor: number,
): number | null =>
  regularMinor == null || localMinor <= 0
    ? null
    : Math.round((regularMinor * convertedMinor) / localMinor);
