import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { cn } from "../../lib/cn";

export type Tone = "success" | "error" | "warning" | "info";

const tones: Record<Tone, { className: string; Icon: typeof Info }> = {
  success: { className: "border-success/40 text-success", Icon: CircleCheck },
  error: { className: "border-danger/40 text-danger", Icon: CircleAlert },
  warning: { className: "border-warning/40 text-warning", Icon: TriangleAlert },
  info: { className: "border-info/40 text-info", Icon: Info },
};

/** `ref` makes the alert focusable by script (not by Tab), to move focus to an error. */
export function Alert({
  tone,
  title,
  children,
  ref,
  className: extraClass,
}: {
  tone: Tone;
  title: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}) {
  const { className, Icon } = tones[tone];
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-lg border bg-[var(--surface-raised)] p-4",
        className,
        extraClass,
      )}
    >
      <Icon size={20} aria-hidden="true" className="mt-0.5 shrink-0" />
      <div className="text-[var(--text)]">
        <p className="font-semibold">{title}</p>
        {children && <div className="text-sm text-[var(--text-muted)]">{children}</div>}
      </div>
    </div>
  );
}
