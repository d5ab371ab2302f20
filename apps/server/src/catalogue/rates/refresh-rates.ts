import { ECB_SOURCE } from "@frontalier/shared/ecb-rates";
import type { AppDb } from "../../db/open-database.ts";
import { parseEcbXml } from "./parse-ecb-xml.ts";
import { saveRates } from "./save-rates.ts";

/** The 90-day history file is ~30 kB; anything far larger is not what we asked for. */
const MAX_BODY_BYTES = 2_000_000;
const DEFAULT_TIMEOUT_MS = 15_000;

export class RatesDownloadError extends Error {
  override name = "RatesDownloadError";
}

export interface RefreshRatesOptions {
  db: AppDb;
  /** ECB_RATES_URL: the daily file, or the 90-day history to fill gaps. */
  url: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  now?: () => Date;
}

export interface RefreshRatesResult {
  /** The newest rate date the file held. */
  date: string;
  days: number;
  rows: number;
}

/**
 * Downloads the ECB reference rates and upserts them. Safe to run any number of times, from any
 * number of instances: the same file writes the same rows. Throws RatesDownloadError (network,
 * HTTP status, size) or EcbRatesFormatError (the body is not the ECB's XML); nothing is written
 * then.
 */
export async function refreshRates(options: RefreshRatesOptions): Promise<RefreshRatesResult> {
  const fetchRates = options.fetch ?? globalThis.fetch;
  const xml = await download(fetchRates, options.url, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const days = parseEcbXml(xml, ECB_SOURCE);
  const rows = await saveRates(options.db, days, options.now?.() ?? new Date());
  return { date: days[0]!.date, days: days.length, rows };
}

async function download(fetchRates: typeof fetch, url: string, timeoutMs: number) {
  let response: Response;
  try {
    response = await fetchRates(url, {
      headers: { accept: "application/xml, text/xml" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new RatesDownloadError(`ECB rates: cannot reach ${url}`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new RatesDownloadError(`ECB rates: HTTP ${response.status} from ${url}`);
  }
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw new RatesDownloadError(`ECB rates: ${declared} bytes from ${url} is too large`);
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    throw new RatesDownloadError(`ECB rates: the download from ${url} broke off`, { cause: error });
  }
  if (body.length > MAX_BODY_BYTES) {
    throw new RatesDownloadError(`ECB rates: the body from ${url} is too large`);
  }
  return body;
}

/** The ECB publishes around 16:00 CET; half an hour later the file is there. */
export const DEFAULT_RATES_REFRESH_AT = "16:30 CET";
