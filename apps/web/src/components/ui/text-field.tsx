import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../../lib/cn";
import { FieldFrame } from "./field-frame";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string;
  /** A control drawn inside the input's right end (e.g. show/hide of a password). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ label, hint, error, trailing, className, id, ref, ...rest }: Props) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            {...control}
            className={cn(
              "h-11 w-full rounded-lg border bg-[var(--surface-raised)] px-3 text-base text-[var(--text)] placeholder:text-[var(--text-muted)] disabled:opacity-60",
              error ? "border-danger" : "border-[var(--border)]",
              trailing ? "pr-12" : undefined,
            )}
            {...rest}
          />
          {trailing && (
            <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
