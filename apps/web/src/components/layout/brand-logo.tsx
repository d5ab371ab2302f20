import { Link } from "react-router";
import { appConfig } from "../../config/app-config";
import { cn } from "../../lib/cn";

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn("h-8 w-8 shrink-0", className)} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0058cc" />
      <path d="M18 46V18h26v7H26v5h15v7H26v9z" fill="#ffdb00" />
    </svg>
  );
}

export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md font-extrabold tracking-tight text-[var(--text)]"
      aria-label={appConfig.brandName}
    >
      <BrandMark />
      {!compact && <span className="text-xl">{appConfig.brandName}</span>}
    </Link>
  );
}
