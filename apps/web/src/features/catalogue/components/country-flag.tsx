/** The flag the server serves for a country (unknown countries get its fallback flag). */
export function CountryFlag({ code, className }: { code: string; className?: string }) {
  return (
    <img
      src={`/flags/${code.toLowerCase()}.svg`}
      alt=""
      width={24}
      height={18}
      loading="lazy"
      className={`inline-block h-[18px] w-6 shrink-0 rounded-[2px] object-cover shadow-sm ${className ?? ""}`}
    />
  );
}
