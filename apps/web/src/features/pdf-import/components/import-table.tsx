import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

export interface Column {
  label: string;
  /** Amounts and counts, aligned on their last digit. */
  numeric?: boolean;
  /** Named for screen readers only (a column of buttons). */
  labelHidden?: boolean;
}

/** A table of the import's review, scrolling sideways on narrow screens; `children` are its rows. */
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
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-[var(--text-muted)]">
          <tr>
            {columns.map(({ label, numeric, labelHidden }) => (
              <th key={label} scope="col" className={cn("p-2", numeric && "text-right")}>
                {labelHidden ? <span className="sr-only">{label}</span> : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
