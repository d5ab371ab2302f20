import { flagUrl } from "../../lib/api/flag-url";
import { cn } from "../../lib/cn";

/** The flag the server serves for a country (its fallback flag for an unknown one). Decorative. */
export function CountryFlag({ code, className }: { code: string; className?: string }) {
  return (
    <img
      src={flagUrl(code)}
      alt=""
      width={24}
      height={18}
      loading="lazy"
      className={cn(
        "inline-block h-[18px] w-6 shrink-0 rounded-[2px] object-cover shadow-sm",
        className,
      )}
    />
  );
}
