import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deleteKeptAnswers, keepAnswer } from "../../lib/offline/kept-answers";
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

/**
 * IndexedDB as the worker leaves it: answers under their full URL (the worker sees the request's
 * absolute one), with their fetch time.
 */
async function keep(entries: Record<string, { body: string; fetchedAt: number }>) {
  await deleteKeptAnswers();
  vi.stubGlobal("indexedDB", new IDBFactory());
  for (const [path, { body, fetchedAt: time }] of Object.entries(entries)) {
    await keepAnswer(new URL(path, window.location.href).href, new Response(body), time);
  }
}

const kept = (body: unknown, time = fetchedAt) => ({ body: JSON.stringify(body), fetchedAt: time });

describe("the podium the worker kept for a scanned code (decision 047)", () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(async () => {
    await deleteKeptAnswers();
    vi.unstubAllGlobals();
  });

  it("is found under the address the podium page asks, with its fetch time", async () => {
    const query = podiumQuery(
      profile,
      savedCarryChoice({ carryHome: false, travellers: 2, splitPurchases: false }),
    );
    await keep({
      "/api/articles/80275887/podium?countries=CH%2CDE%2CFR&home=CH&carry=0": kept(answer),
    });
    const found = await keptPodium("80275887", query);
    expect(found?.fetchedAt).toBe(fetchedAt);
    expect(found?.podium.article.name).toBe("KALLAX");
  });

  it("is a member's own answer for an IKEA Family member (decision 045), as their podium asked it", async () => {
    const member = { ...profile, familyMember: true };
    const query = podiumQuery(member, { carry: false, travellers: 1 });
    expect(query.member).toBe("1");
    await keep({
      "/api/articles/80275887/podium?countries=CH%2CDE%2CFR&home=CH&member=1&carry=0": kept(answer),
    });
    expect((await keptPodium("80275887", query))?.podium.article.name).toBe("KALLAX");
    expect(
      await keptPodium("80275887", podiumQuery(profile, { carry: false, travellers: 1 })),
    ).toBeNull();
  });

  it("is not one kept for other settings, another code, or none", async () => {
    await keep({
      "/api/articles/80275887/podium?countries=CH%2CDE%2CFR&home=CH&carry=0": kept(answer),
    });
    const carrying = podiumQuery(profile, savedCarryChoice(undefined));
    expect(await keptPodium("80275887", carrying)).toBeNull();
    const notCarrying = podiumQuery(profile, { carry: false, travellers: 1 });
    expect(await keptPodium("00263850", notCarrying)).toBeNull();
  });

  it("is none when the copy has no fetch time or no longer reads as a podium", async () => {
    const query = podiumQuery(profile, { carry: false, travellers: 1 });
    const url = "/api/articles/80275887/podium?countries=CH%2CDE%2CFR&home=CH&carry=0";
    await keep({ [url]: kept(answer, 0) });
    expect(await keptPodium("80275887", query)).toBeNull();
    await keep({ [url]: kept({ article: "KALLAX" }) });
    expect(await keptPodium("80275887", query)).toBeNull();
    await keep({ [url]: { body: "{", fetchedAt: 1 } });
    expect(await keptPodium("80275887", query)).toBeNull();
  });

  it("is none where the browser has no IndexedDB", async () => {
    expect("indexedDB" in window).toBe(false);
    expect(
      await keptPodium("80275887", podiumQuery(profile, { carry: true, travellers: 1 })),
    ).toBeNull();
  });
});
