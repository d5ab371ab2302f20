const DAY_MS = 86_400_000;
/** 0000-01-01 and 10000-01-01 in epoch milliseconds: four-digit years, as toISOString writes them. */
const FIRST_MS = -62_167_219_200_000;
const END_MS = 253_402_300_800_000;

const pad2 = (value: number) => (value < 10 ? `0${value}` : `${value}`);
const pad3 = (value: number) =>
  value < 10 ? `00${value}` : value < 100 ? `0${value}` : `${value}`;

/**
 * `new Date(epochMs).toISOString()`, about three times faster: V8 formats that one through
 * printf, and a podium writes one per country (a price history, one per point). Years outside
 * 0000–9999 and non-integers are left to the Date object.
 */
export function isoTimestamp(epochMs: number): string {
  if (!Number.isInteger(epochMs) || epochMs < FIRST_MS || epochMs >= END_MS) {
    return new Date(epochMs).toISOString();
  }
  const msOfDay = ((epochMs % DAY_MS) + DAY_MS) % DAY_MS;
  const { year, month, day } = civilFromDays((epochMs - msOfDay) / DAY_MS);
  const hours = Math.floor(msOfDay / 3_600_000);
  const minutes = Math.floor(msOfDay / 60_000) % 60;
  const seconds = Math.floor(msOfDay / 1000) % 60;
  const yearText = year < 1000 ? `${year}`.padStart(4, "0") : `${year}`;
  return `${yearText}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${pad3(msOfDay % 1000)}Z`;
}

/**
 * The proleptic Gregorian date of a day counted from 1970-01-01, by whole 400-year eras
 * (146,097 days each) shifted to start on 1 March, so that the leap day ends a year.
 */
function civilFromDays(days: number) {
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}
