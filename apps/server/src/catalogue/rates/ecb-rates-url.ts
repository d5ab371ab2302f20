/** Where the ECB publishes the day's euro reference rates (around 16:00 CET on TARGET days). */
export const ECB_DAILY_RATES_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";
