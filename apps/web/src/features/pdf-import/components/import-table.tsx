import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

export interface Column {
  label: string;
  /** Amounts and counts, aligned on their last digit. */
  numeric?: boolean;
  /** Named for screen readers only (a column of buttons). */
  labelHidden?: boolean;
  /**
   * Only from the `sm` breakpoint up: on a phone the row says it inside another cell (see
   * `NARROW_ONLY`), so that the table fits the screen instead of scrolling sideways.
   */
  wide?: boolean;
}

/** A cell of a `wide` column. */
export const WIDE_ONLY = "hidden sm:table-cell";
/** What a phone shows in place of the `wide` columns, inside a cell that stays. */
export const NARROW_ONLY = "sm:hidden";

/** A table of the import's review, no wider than a phone's screen; `children` are its rows. */
export function ImportTable({
  caption,
  columns,
  testId,
  children,
}: {
  caption: string;
  columns: readonly Column[];
  testId: string;
  children: ReactNode;
}) {
  return (
    // `relative`: the caption and hidden labels (positioned off-screen) stay inside the scroller.
    // A region the keyboard can reach: when a long line makes it scroll, arrows scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
    <section className="relative overflow-x-auto" aria-label={caption} tabIndex={0}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-[var(--text-muted)]">
          <tr>
            {columns.map(({ label, numeric, labelHidden, wide }) => (
              <th
                key={label}
                scope="col"
                className={cn("p-2", numeric && "text-right", wide && WIDE_ONLY)}
              >
                {labelHidden ? <span className="sr-only">{label}</span> : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
