import { LoaderCircle } from "lucide-react";

export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-[var(--text-muted)]">
      <LoaderCircle size={18} className="animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
