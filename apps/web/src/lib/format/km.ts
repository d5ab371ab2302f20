/** `264 km`: a distance rounded to the kilometre. */
export const formatKm = (km: number, locale: string): string =>
  new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: 0,
  }).format(km);
