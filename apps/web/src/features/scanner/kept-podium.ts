import { getPodium, type PodiumResponse } from "@frontalier/shared/contracts/podium";
import { buildUrl } from "../../lib/api/url";
import { keptAnswer } from "../../lib/offline/kept-answers";
import { FETCHED_AT_HEADER } from "../../lib/offline/offline-answers";
import type { PodiumQuery } from "./scanned-price";

export interface KeptPodium {
  podium: PodiumResponse;
  /** When the service worker fetched it, in milliseconds since the epoch. */
  fetchedAt: number;
}

/**
 * The podium answer the service worker kept for this code and query (decision 047), read from
 * IndexedDB directly: offline, the scanner tells at once whether the price is known, without a
 * request that could hang. Null when none was kept, it no longer reads as a podium, or the
 * browser has no IndexedDB.
 */
export async function keptPodium(code: string, query: PodiumQuery): Promise<KeptPodium | null> {
  const response = await keptAnswer(buildUrl(getPodium, { code }, query));
  if (!response) return null;
  const fetchedAt = Number(response.headers.get(FETCHED_AT_HEADER));
  const parsed = getPodium.response.safeParse(await response.json().catch(() => null));
  if (!parsed.success || !Number.isFinite(fetchedAt) || fetchedAt <= 0) return null;
  return { podium: parsed.data, fetchedAt };
}
