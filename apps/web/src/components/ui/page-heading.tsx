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
      {/* A notch smaller on a 320 px phone, where a long German word ("Einrichtungshäuser")
          would otherwise be broken in two. */}
      <h1 className="text-3xl font-extrabold tracking-tight max-[359px]:text-2xl sm:text-4xl">
        {title}
      </h1>
      {lead && <p className="max-w-2xl text-lg text-[var(--text-muted)]">{lead}</p>}
      {children}
    </div>
  );
}
