import { ChevronDown } from "lucide-react";
import type { ReactNode, SelectHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { FieldFrame } from "./field-frame";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
};

/** A labelled native select (the platform's picker on phones), styled like TextField. */
export function SelectField({ label, hint, error, className, id, children, ...rest }: Props) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={cn(
              "h-11 w-full appearance-none rounded-lg border bg-[var(--surface-raised)] pr-10 pl-3 text-base text-[var(--text)] disabled:opacity-60",
              error ? "border-danger" : "border-[var(--border)]",
            )}
            {...rest}
          >
            {children}
          </select>
          <ChevronDown
            size={18}
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-[var(--text-muted)]"
          />
        </div>
      )}
    </FieldFrame>
  );
}
