/** `-12,3 %` / `+4.5%`: a change in percent, signed, to one decimal. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  }).format(percent / 100);
}
