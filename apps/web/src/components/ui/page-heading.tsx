import type { ReactNode } from "react";

export function PageHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-8 space-y-2">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {lead && <p className="max-w-2xl text-lg text-[var(--text-muted)]">{lead}</p>}
      {children}
    </div>
  );
}
