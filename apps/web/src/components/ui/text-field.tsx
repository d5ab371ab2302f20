import { type InputHTMLAttributes, useId } from "react";
import { cn } from "../../lib/cn";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ label, hint, error, className, id, ...rest }: Props) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={cn(
          "h-11 rounded-lg border bg-[var(--surface-raised)] px-3 text-base text-[var(--text)] placeholder:text-[var(--text-muted)] disabled:opacity-60",
          error ? "border-danger" : "border-[var(--border)]",
        )}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-sm text-[var(--text-muted)]">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
