import type { ReactNode } from "react";

// Stable, so that React calls it once, when the notice appears.
const focusOnMount = (element: HTMLParagraphElement | null) => {
  element?.focus();
};

/**
 * What a form says once it is sent, in its place: announced to screen readers and focused, so
 * that keyboard users land on it rather than on a form that is gone.
 */
export function SentNotice({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p
      ref={focusOnMount}
      tabIndex={-1}
      role="status"
      data-testid={testId}
      className="flex items-start gap-3 rounded-lg border border-success/40 bg-[var(--surface-raised)] p-4 outline-none"
    >
      {children}
    </p>
  );
}
