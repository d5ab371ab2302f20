import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A round button showing only an icon; its label is announced and shown as a tooltip. */
export function IconButton({
  label,
  children,
  outlined = false,
  className,
  ...props
}: {
  label: string;
  children: ReactNode;
  outlined?: boolean;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex items-center justify-center rounded-full text-[var(--text)] hover:bg-[var(--surface-muted)] disabled:opacity-40",
        outlined ? "h-9 w-9 border border-[var(--border)]" : "h-8 w-8",
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
