import { type ReactNode, useId } from "react";
import { cn } from "../../../lib/cn";

export interface AdminColumn {
  label: string;
  /** Counts and durations, aligned on their last digit. */
  numeric?: boolean;
}

/**
 * One of the admin page's tables: captioned, headed, and inside a region that the keyboard can
 * reach and scroll when the table is wider than the screen (320 px phones; WCAG 2.1.1).
 */
export function AdminTable({
  caption,
  columns,
  testId,
  children,
}: {
  caption: string;
  columns: readonly AdminColumn[];
  testId: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <section
      className="relative max-w-full overflow-x-auto rounded-lg"
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
      tabIndex={0}
    >
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="text-[var(--text-muted)]">
          <tr>
            {columns.map(({ label, numeric }) => (
              <th
                key={label}
                scope="col"
                className={cn(
                  "border-b border-[var(--border)] p-2 align-bottom",
                  numeric && "text-right",
                )}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-[var(--border)]">{children}</tbody>
      </table>
    </section>
  );
}

/** A cell of an admin table. */
export function Cell({
  children,
  numeric,
  className,
}: {
  children: ReactNode;
  numeric?: boolean;
  className?: string;
}) {
  return (
    <td
      className={cn(
        "p-2 align-top",
        numeric && "text-right whitespace-nowrap tabular-nums",
        className,
      )}
    >
      {children}
    </td>
  );
}
