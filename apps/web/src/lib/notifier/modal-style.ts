import { cn } from "../cn";

export const overlayClass = "fixed inset-0 z-[80] bg-black/60";

export const panelClass = cn(
  "fixed top-1/2 left-1/2 z-[80] w-[calc(100vw-1.5rem)] max-w-sm -translate-x-1/2 -translate-y-1/2",
  "rounded-xl border border-[var(--border)] bg-[var(--surface-raised)] p-5 text-[var(--text)] shadow-xl",
  "focus:outline-none",
);
