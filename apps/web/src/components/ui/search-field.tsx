import { Search } from "lucide-react";
import type { InputHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  /** `pill` for the big search boxes, `box` for inline ones. */
  shape?: "pill" | "box";
  wrapperClassName?: string;
};

/** A text input with the magnifier icon; the label is the caller's (visible or not). */
export function SearchField({ shape = "pill", wrapperClassName, className, ...input }: Props) {
  return (
    <div className={cn("relative", wrapperClassName)}>
      <Search
        size={18}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-[var(--text-muted)]"
      />
      <input
        autoComplete="off"
        {...input}
        className={cn(
          "w-full border border-[var(--border)] bg-[var(--surface-raised)] pl-10 text-base text-[var(--text)] placeholder:text-[var(--text-muted)]",
          shape === "pill" ? "h-12 rounded-full pr-4" : "h-11 rounded-lg pr-3",
          className,
        )}
      />
    </div>
  );
}
