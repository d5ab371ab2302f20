import { type ReactNode, useId } from "react";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";

/** One titled card of the profile page (a landmark named by its title). */
export function ProfileSection({
  title,
  lead,
  tone = "default",
  children,
  testId,
}: {
  title: string;
  lead?: string;
  tone?: "default" | "danger";
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId}>
      <Card className={cn("h-full space-y-4 p-6", tone === "danger" && "border-danger/50")}>
        <div className="space-y-1">
          <h2 id={titleId} className={cn("text-lg font-bold", tone === "danger" && "text-danger")}>
            {title}
          </h2>
          {lead && <p className="text-sm text-[var(--text-muted)]">{lead}</p>}
        </div>
        {children}
      </Card>
    </section>
  );
}
