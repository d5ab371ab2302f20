import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const tones = {
  neutral: "bg-[var(--surface-muted)] text-[var(--text)]",
  brand: "bg-brand-soft text-brand",
  retailer: "bg-badge text-[#111]",
  success: "bg-success/15 text-success",
  danger: "bg-danger/15 text-danger",
} as const;

export function Badge({
  tone = "neutral",
  children,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
