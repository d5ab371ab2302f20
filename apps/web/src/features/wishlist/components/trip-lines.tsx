import type { PlanDto } from "@frontalier/shared/contracts/wishlist";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

/** The shopper's own list in the store (decision 043): what is in the trolley, and ticking it. */
export interface TripTicks {
  /** Each article's quantity and tick as the shopper left them (changes not yet sent included). */
  lines: ReadonlyMap<string, { quantity: number; ticked: boolean }>;
  onTick: (code: string, ticked: boolean) => void;
  /** A new shopping trip: every article unticked. */
  onClear: () => void;
}

/**
 * One trip's articles with their quantities and prices. With `ticks` (the shopper's own list),
 * each has a checkbox "in the trolley" and the trip says how many are; without (a shared list),
 * the printed page keeps an empty square to tick with a pen.
 */
export function TripLines({
  lines,
  names,
  money,
  ticks,
}: {
  lines: PlanDto["lines"];
  names: ReadonlyMap<string, string>;
  money: (minor: number) => string;
  ticks?: TripTicks | undefined;
}) {
  const { t } = useTranslation("wishlist");
  const state = (code: string) => ticks?.lines.get(code);
  const ticked = ticks ? lines.filter((line) => state(line.code)?.ticked).length : 0;
  return (
    <>
      {ticks && (
        <p
          className="mt-1 text-sm font-semibold text-[var(--text-muted)]"
          aria-live="polite"
          data-testid="trip-ticked"
        >
          {t("ticks.count", { ticked, count: lines.length })}
        </p>
      )}
      <ul className="mt-2 divide-y divide-[var(--border)] text-sm">
        {lines.map((line) => {
          const name = names.get(line.code) ?? line.code;
          const own = state(line.code);
          const quantity = own?.quantity ?? line.quantity;
          const done = own?.ticked ?? false;
          const text = (
            <span
              className={cn("min-w-0 break-words", done && "text-[var(--text-muted)] line-through")}
            >
              <span className="font-semibold tabular-nums">{quantity} ×</span> {name}
              <span className="text-[var(--text-muted)]"> · {money(line.unitMinor)}</span>
            </span>
          );
          return (
            <li
              key={line.code}
              className="flex flex-wrap items-center justify-between gap-x-3 py-1.5"
              data-testid="trip-line"
              data-code={line.code}
              data-ticked={done || undefined}
            >
              {ticks ? (
                <label className="flex min-w-0 flex-1 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={done}
                    onChange={(event) => ticks.onTick(line.code, event.target.checked)}
                    aria-label={t("ticks.inTrolley", { name })}
                    className="size-5 shrink-0 accent-[var(--color-brand)]"
                    data-testid="trip-tick"
                  />
                  {text}
                </label>
              ) : (
                <span className="flex min-w-0 flex-1 items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="hidden size-4 shrink-0 border border-current print:inline-block"
                  />
                  {text}
                </span>
              )}
              <span className="tabular-nums" data-testid="trip-line-total">
                {money(quantity === line.quantity ? line.lineMinor : line.unitMinor * quantity)}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
