import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { podiumQuery, savedCarryChoice } from "../../lib/podium/podium-query";
import { keptPodium } from "./kept-podium";

const answer = {
  article: {
    code: "80275887",
    formattedCode: "802.758.87",
    name: "KALLAX",
    typeName: null,
    description: null,
    imageUrl: null,
    dimensions: null,
    isCombination: false,
    isDemo: false,
  },
  home: "CH",
  currency: "CHF",
  rates: { date: "2026-11-24", source: "ECB" },
  entries: [],
  pending: [],
};

const fetchedAt = Date.UTC(2026, 10, 24, 13, 5);
const profile = { countries: ["CH", "DE", "FR"], home: "CH" };

/** Cache Storage as the worker leaves it: answers under their full URL, with their fetch time. */
function keep(entries: Record<string, Response>) {
  const match = vi.fn(async (url: string, options?: { cacheName?: string }) =>
    options?.cacheName === "frontalier-api" ? entries[url]?.clone() : undefined,
  );
  vi.stubGlobal("caches", { match });
  return match;
}

const kept = (body: unknown, time: number | null = fetchedAt) =>
  new Response(JSON.stringify(body), {
    headers: time === null ? {} : { "x-frontalier-fetched-at": String(time) },
  });

describe("the podium the worker kept for a scanned code (decision 047)", () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is found under the address the podium page asks, with its fetch time", async () => {
    const query = podiumQuery(
      profile,
      savedCarryChoice({ carryHome: false, travellers: 2, splitPurchases: false }),
    );
    keep({ "/api/articles/80275887/podium?countries=CH%2CDE%2CFR&home=CH&carry=0": kept(answer) });
    const found = await keptPodium("80275887", query);
    expect(found?.fetchedAt).toBe(fetchedAt);
    expect(found?.podium.article.name).toBe("KALLAX");
  });

  it("is a member's own answer for an IKEA Family member (decision 045), as their podium asked it", async () => {
    const member = { ...profile, familyMember: true };
    const query = podiumQuery(member, { carry: false, travellers: 1 });
    expect(query.member).toBe("1");
    keep({
      "/api/articles/80275887/podium?countries=CH%2CDE%2CFR&home=CH&member=1&carry=0": kept(answer),
    });
    expect((await keptPodium("80275887", query))?.podium.article.name).toBe("KALLAX");
    expect(
      await keptPodium("80275887", podiumQuery(profile, { carry: false, travellers: 1 })),
    ).toBeNull();
  });

  it("is not one kept for other settings, another code, or none", async () => {
    keep({ "/api/articles/80275887/podium?countries=CH%2CDE%2CFR&home=CH&carry=0": kept(answer) });
    const carrying = podiumQuery(profile, savedCarryChoice(undefined));
    expect(await keptPodium("80275887", carrying)).toBeNull();
    const notCarrying = podiumQuery(profile, { carry: false, travellers: 1 });
    expect(await keptPodium("00263850", notCarrying)).toBeNull();
  });

  it("is none when the copy has no fetch time or no longer reads as a podium", async () => {
    const query = podiumQuery(profile, { carry: false, travellers: 1 });
    const url = "/api/articles/80275887/podium?countries=CH%2CDE%2CFR&home=CH&carry=0";
    keep({ [url]: kept(answer, null) });
    expect(await keptPodium("80275887", query)).toBeNull();
    keep({ [url]: kept({ article: "KALLAX" }) });
    expect(await keptPodium("80275887", query)).toBeNull();
    keep({ [url]: new Response("{", { headers: { "x-frontalier-fetched-at": "1" } }) });
    expect(await keptPodium("80275887", query)).toBeNull();
  });

  it("is none where the browser has no Cache Storage (plain HTTP)", async () => {
    expect("caches" in window).toBe(false);
    expect(
      await keptPodium("80275887", podiumQuery(profile, { carry: true, travellers: 1 })),
    ).toBeNull();
  });
});
