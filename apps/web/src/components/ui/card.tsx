import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";

type Props = HTMLAttributes<HTMLDivElement> & { children: ReactNode };

export function Card({ className, children, ...rest }: Props) {
  return (
    <div
      {...rest}
      className={cn(
        "rounded-2xl border border-[var(--border)] bg-[var(--surface-raised)] p-5 shadow-sm",
        className,
      )}
    >
      {children}
    </div>
  );
}
