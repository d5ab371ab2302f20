import type { PodiumResponse } from "@frontalier/shared/contracts/podium";
import type { WishlistResponse } from "@frontalier/shared/contracts/wishlist";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeArticleExists, fakeIsCombination, fakeSoldIn } from "../src/fake-retailer/index.ts";
import { findFakeCode } from "../src/fake-retailer/testing/find-fake-code.ts";
import { type Cluster, clusterUnavailable, startCluster } from "./scale-out/cluster.ts";
import { readEventStream } from "./scale-out/event-stream.ts";
import { HttpClient } from "./scale-out/http-client.ts";
import { signUpAndSignIn } from "./scale-out/sign-up.ts";

// Two server processes on one PostgreSQL and one Redis behind nginx (docs/deployment.md).
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`scale-out tests skipped: ${unavailable}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `accept` takes its value; the last value otherwise, for the assertion to show. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, ms = 3_000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await sleep(50);
    value = await read();
  }
  return value;
}

const podiumPath = (code: string, countries: readonly string[], stream = false) =>
  `/api/articles/${code}/podium${stream ? "/stream" : ""}?countries=${countries.join(",")}&home=${countries[0]}`;

/** What a podium says of each country: its local price, or why it has none. */
const byCountry = (podium: PodiumResponse) =>
  Object.fromEntries(
    podium.entries.map((entry) => [entry.country, entry.local?.amountMinor ?? entry.reason]),
  );

/** Each country's outcome: priced, or the reason it has no price. */
const outcomes = (podium: PodiumResponse | null) =>
  Object.fromEntries(
    (podium?.entries ?? []).map((entry) => [entry.country, entry.local ? "priced" : entry.reason]),
  );

/** The last podium a stream sent before `done`. */
const lastUpdate = (events: readonly { event: string; data: string }[]) => {
  const updates = events.filter((event) => event.event === "update");
  const last = updates.at(-1);
  return last ? (JSON.parse(last.data) as PodiumResponse) : null;
};

describe.skipIf(unavailable !== null)("scale-out: two instances behind nginx", () => {
  let cluster: Cluster;
  let pool: pg.Pool;
  /** Codes the tests have taken, and every code of the demo catalogue. */
  const taken = new Set<string>();
  let demoCodes: string[] = [];

  /** An article the stand-in retailer sells in `countries` and the catalogue has never seen. */
  const unknownArticle = (fits: (code: string) => boolean = () => true) => {
    const code = findFakeCode(
      (candidate) =>
        !taken.has(candidate) &&
        fakeArticleExists(candidate) &&
        !fakeIsCombination(candidate) &&
        fits(candidate),
    );
    taken.add(code);
    return code;
  };
  const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await pool.query<Row>(text, values)).rows;

  beforeAll(async () => {
    cluster = await startCluster();
    pool = new pg.Pool({ connectionString: cluster.database.url, max: 2 });
    demoCodes = (await query<{ code: string }>("select code from articles order by code")).map(
      (row) => row.code,
    );
    for (const code of demoCodes) taken.add(code);
  }, 60_000);

  afterAll(async () => {
    await pool?.end();
    await cluster?.close();
  }, 30_000);

  describe("sessions", () => {
    it("signs up, confirms and signs in on A, then is the same user on B and through nginx", async () => {
      const { a, b, proxyUrl, smtp } = cluster;
      const shopper = await signUpAndSignIn({
        base: a.url,
        origin: proxyUrl,
        smtp,
        firstName: "Ada",
      });
      // Mail goes out once, with links to the public address rather than the instance's.
      expect(smtp.mails(shopper.email)).toHaveLength(1);
      expect(shopper.link.startsWith(`${proxyUrl}/auth/verify-email?token=`)).toBe(true);
      const { client, profileId } = shopper;

      const onB = await client.get<{ user: { iProfile: number } | null }>(
        b.url,
        "/api/_auth/session",
      );
      expect(onB.status).toBe(200);
      expect(onB.body.user?.iProfile).toBe(profileId);

      // Round robin: consecutive calls through nginx go to both instances, signed in on each.
      const throughProxy = [];
      for (let i = 0; i < 4; i++) {
        throughProxy.push(
          await client.get<{ user: { iProfile: number } | null }>(proxyUrl, "/api/_auth/session"),
        );
      }
      expect(throughProxy.map((answer) => answer.body.user?.iProfile)).toEqual(
        Array(4).fill(profileId),
      );
      expect(new Set(throughProxy.map((answer) => answer.upstream))).toEqual(
        new Set([a.address, b.address]),
      );

      const renamed = await client.put(b.url, `/api/update-info-profil/${profileId}`, {
        sPrenom: "Grace",
      });
      expect(renamed.status).toBe(200);
      const info = await client.get<{ sPrenom: string; email: string; iBasket: number }>(
        proxyUrl,
        "/api/get-info-profil",
      );
      expect(info.body).toMatchObject({ sPrenom: "Grace", email: shopper.email });

      const code = demoCodes[0]!;
      const added = await client.post(proxyUrl, "/api/wishlist/items", { code, quantity: 2 });
      expect(added.status).toBe(200);
      const wishlist = await client.get<WishlistResponse>(b.url, "/api/wishlist");
      expect(wishlist.body.items.map((item) => [item.code, item.quantity])).toEqual([[code, 2]]);

      const basketName = `Trip ${Date.now() % 100_000}`;
      const patched = await client.patch(b.url, `/api/baskets/${info.body.iBasket}`, {
        name: basketName,
      });
      expect(patched.status).toBe(200);
      for (let i = 0; i < 2; i++) {
        const baskets = await client.get<{ data: { iBasket: number; sName: string }[] }>(
          proxyUrl,
          "/api/get-basket-user",
        );
        expect(
          baskets.body.data.find((basket) => basket.iBasket === info.body.iBasket),
        ).toMatchObject({ sName: basketName });
      }

      // Signing out on one instance ends the session on the other.
      expect((await client.post(a.url, "/api/logout")).status).toBe(204);
      const after = await client.get<{ user: unknown }>(b.url, "/api/_auth/session");
      expect(after.body.user).toBeNull();
    });
  });

  describe("offer index", () => {
    it("shows on B's podium, at once and without asking the retailer, a price written through A", async () => {
      const { a, b, retailer } = cluster;
      const countries = ["FR", "DE", "IT", "ES"];
      const code = unknownArticle((candidate) =>
        countries.every((country) => fakeSoldIn(candidate, country)),
      );
      const guest = new HttpClient({ origin: cluster.proxyUrl });

      // A discovers the article at the retailer for two countries and saves it.
      const discovered = await guest.get<PodiumResponse>(a.url, podiumPath(code, ["FR", "DE"]));
      expect(discovered.status).toBe(200);
      const firstLookUp = await readEventStream(`${a.url}${podiumPath(code, ["FR", "DE"], true)}`);
      expect(firstLookUp.done).toBe(true);
      const seenOnA = lastUpdate(firstLookUp.events);
      expect(seenOnA && Object.values(byCountry(seenOnA)).every(Number.isInteger)).toBe(true);

      // B reads it from PostgreSQL and keeps it in its index.
      retailer.resetStats();
      const onB = await guest.get<PodiumResponse>(b.url, podiumPath(code, ["FR", "DE"]));
      expect(onB.body.pending).toEqual([]);
      expect(byCountry(onB.body)).toEqual(byCountry(seenOnA!));
      expect(retailer.stats().requests).toBe(0);

      // A looks up two more countries; PostgreSQL tells B, whose index forgets the article.
      await guest.get(a.url, podiumPath(code, countries));
      const secondLookUp = await readEventStream(`${a.url}${podiumPath(code, countries, true)}`);
      const allOnA = lastUpdate(secondLookUp.events);
      expect(allOnA?.pending).toEqual([]);
      await sleep(500);
      retailer.resetStats();
      const allOnB = await guest.get<PodiumResponse>(b.url, podiumPath(code, countries));
      expect(allOnB.body.pending).toEqual([]);
      expect(byCountry(allOnB.body)).toEqual(byCountry(allOnA!));
      // B had not held IT and ES: had it kept its old copy, it would have asked the retailer.
      expect(retailer.stats().requests).toBe(0);

      // A price changed in psql, by no instance at all, shows on both.
      const [changed] = await query<{ price_minor: number }>(
        "update offers set price_minor = price_minor - 100 where article_code = $1 and country = 'DE' returning price_minor",
        [code],
      );
      for (const instance of [a, b]) {
        const podium = await eventually(
          async () =>
            (await guest.get<PodiumResponse>(instance.url, podiumPath(code, countries))).body,
          (value) => byCountry(value).DE === changed?.price_minor,
          2_000,
        );
        expect(byCountry(podium).DE).toBe(changed?.price_minor);
      }
    });
  });

  describe("jobs", () => {
    type JobRow = { id: string; state: string; waiting_s: number };
    const priceAlertJobs = (states: readonly string[]) =>
      query<JobRow>(
        `select id, state::text as state,
           extract(epoch from start_after - now())::float8 as waiting_s
         from pgboss.job where name = 'price-alerts' and state::text = any($1::text[])`,
        [states],
      );
    /** Runs whatever price-alert check is waiting now, and waits until none is left. */
    const drain = async () => {
      await query(
        "update pgboss.job set start_after = now() where name = 'price-alerts' and state = 'created'",
      );
      const left = await eventually(
        () => priceAlertJobs(["created", "retry", "active"]),
        (rows) => rows.length === 0,
        8_000,
      );
      expect(left).toEqual([]);
    };

    it("runs a price-alert check asked for by both instances once: one queued run, one mail", async () => {
      const { a, b, smtp, proxyUrl } = cluster;
      const shopper = await signUpAndSignIn({
        base: b.url,
        origin: proxyUrl,
        smtp,
        firstName: "Eve",
      });
      await query("update profiles set premium_until = now() + interval '30 days' where id = $1", [
        shopper.profileId,
      ]);
      const watched = demoCodes[1]!;
      const saved = await shopper.client.put<{ active: boolean }>(
        proxyUrl,
        `/api/alerts/${watched}`,
        {
          countries: ["DE"],
          targetPriceMinor: null,
          currency: "EUR",
        },
      );
      expect(saved.status).toBe(200);
      expect(saved.body.active).toBe(true);
      // Checks asked for by the earlier tests' look-ups run now, before the price falls.
      await drain();

      // A price, then a lower one, both after every price seen so far (the demo catalogue's
      // prices are observed when the instances start, moments before).
      for (const price of [20000, 15000]) {
        await query(
          `insert into price_observations (article_code, country, price_minor, currency, availability, source, observed_at)
           values ($1, 'DE', $2, 'EUR', 'online', 'feed', clock_timestamp())`,
          [watched, price],
        );
      }
      // Each instance saves new prices from a look-up of its own, and so asks for a check.
      const guest = new HttpClient({ origin: proxyUrl });
      await Promise.all(
        [a, b].map(async (instance) => {
          const code = unknownArticle((candidate) => fakeSoldIn(candidate, "FR"));
          expect((await guest.get(instance.url, podiumPath(code, ["FR"]))).status).toBe(200);
          expect(
            (await readEventStream(`${instance.url}${podiumPath(code, ["FR"], true)}`)).done,
          ).toBe(true);
        }),
      );
      const queued = await eventually(
        () => priceAlertJobs(["created"]),
        (rows) => rows.length > 0,
      );
      // Time for the second instance's request, which the stately queue must drop.
      await sleep(500);
      const waiting = await priceAlertJobs(["created"]);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]?.id).toBe(queued[0]?.id);
      // A trigger waits 30 s for more causes (decision 017); the test does not.
      expect(waiting[0]!.waiting_s).toBeGreaterThan(10);

      await drain();
      const [run] = await query<{ state: string }>(
        "select state::text as state from pgboss.job where id = $1",
        [waiting[0]!.id],
      );
      expect(run?.state).toBe("completed");
      await smtp.waitFor(shopper.email, 2);
      // Long enough for a second run's mail to arrive, had there been one.
      await sleep(500);
      const mails = smtp.mails(shopper.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.data).toContain(`/api/alerts/stop/`);
      const checks = [a, b].flatMap((instance) =>
        instance.logs().filter((line) => line.msg === "price alerts checked"),
      );
      expect(checks).toHaveLength(1);
      expect(checks[0]).toMatchObject({ mailed: 1 });
    });
  });

  // Known bug, being fixed: a look-up in flight on one instance is not known to the others. Run
  // alone with `-t "live podium"`.
  describe("live podium", () => {
    it("streams through nginx from B every country of a look-up that runs on A", async () => {
      const { a, b, retailer, proxyUrl } = cluster;
      const countries = ["FR", "DE", "IT", "ES", "BE", "NL", "AT", "PL"];
      // Sold in all of them: a "not sold" answer that comes before the first country has made
      // the article known is not kept (save-retailer-result.ts), whichever instance asks.
      const code = unknownArticle((candidate) =>
        countries.every((country) => fakeSoldIn(candidate, country)),
      );
      const guest = new HttpClient({ origin: proxyUrl });
      // Answers spread over about a second, so that the podium answers with countries pending.
      retailer.setBehaviour({ latencyMs: 400, jitterMs: 900 });
      try {
        const started = await guest.get<PodiumResponse>(a.url, podiumPath(code, countries));
        expect(started.status).toBe(200);
        expect(started.body.pending.length).toBeGreaterThan(0);
        const stream = await readEventStream(`${proxyUrl}${podiumPath(code, countries, true)}`, {
          headers: { "x-instance": "b" },
          timeoutMs: 10_000,
        });
        // A, where the look-up runs, as the control: its own stream ends with the retailer's answers.
        const onA = await readEventStream(`${a.url}${podiumPath(code, countries, true)}`, {
          timeoutMs: 10_000,
        });
        // Every country priced: none left `pending`, none `unknown` (a country B never heard of).
        const truth = Object.fromEntries(countries.map((country) => [country, "priced"]));
        expect(onA.done).toBe(true);
        expect(outcomes(lastUpdate(onA.events))).toEqual(truth);
        expect(stream.upstream).toBe(b.address);
        expect(stream.status).toBe(200);
        expect(stream.done).toBe(true);
        const last = lastUpdate(stream.events);
        expect(last?.pending).toEqual([]);
        expect(outcomes(last)).toEqual(truth);
      } finally {
        retailer.setBehaviour({ latencyMs: 0, jitterMs: 0 });
      }
    });
  });

  describe("kill -9", () => {
    it("loses no acknowledged write when an instance dies during writes through nginx", async () => {
      const { a, b, proxyUrl } = cluster;
      const writers = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const client = new HttpClient({ origin: proxyUrl, timeoutMs: 5_000 });
          const session = await client.get<{ profile: { iBasket: number } }>(
            proxyUrl,
            "/api/_auth/session",
          );
          return { client, basket: session.body.profile.iBasket };
        }),
      );
      type Write = {
        basket: number;
        code: string;
        status: number;
        upstream: string | null;
        atMs: number;
      };
      const writes: Write[] = [];
      const started = Date.now();
      const killAtMs = 700;
      const stopAtMs = 2_000;
      let killedAtMs = -1;
      const killer = sleep(killAtMs).then(async () => {
        await a.crash();
        killedAtMs = Date.now() - started;
      });
      await Promise.all(
        writers.map(async ({ client, basket }) => {
          for (const code of demoCodes) {
            if (Date.now() - started > stopAtMs) break;
            const write: Write = { basket, code, status: 0, upstream: null, atMs: 0 };
            try {
              const answer = await client.post(proxyUrl, "/api/wishlist/items", {
                code,
                quantity: 1,
              });
              write.status = answer.status;
              write.upstream = answer.upstream;
            } catch {
              // No answer at all: allowed, as long as nothing acknowledged goes missing.
            }
            write.atMs = Date.now() - started;
            writes.push(write);
          }
        }),
      );
      await killer;
      expect(a.exited()).toBe(true);

      const rows = await query<{ basket_id: number; article_code: string }>(
        "select basket_id, article_code from basket_items where basket_id = any($1::int[])",
        [writers.map((writer) => writer.basket)],
      );
      const stored = new Set(rows.map((row) => `${row.basket_id}/${row.article_code}`));
      const acknowledged = writes.filter((write) => write.status >= 200 && write.status < 300);
      const lost = acknowledged.filter((write) => !stored.has(`${write.basket}/${write.code}`));
      const failed = writes.filter((write) => write.status < 200 || write.status >= 300);
      const savedUnacknowledged = failed.filter((write) =>
        stored.has(`${write.basket}/${write.code}`),
      );
      const servedBy = (address: string, from: number, to: number) =>
        acknowledged.filter(
          (write) => write.upstream?.endsWith(address) && write.atMs >= from && write.atMs < to,
        ).length;
      console.info(
        `scale-out kill -9: ${writes.length} writes, ${acknowledged.length} acknowledged, ` +
          `${acknowledged.length - lost.length} found, ${lost.length} lost; ` +
          `${failed.length} failed (statuses ${[...new Set(failed.map((write) => write.status))].join(",")}), ` +
          `${savedUnacknowledged.length} of them saved all the same; A killed at ${killedAtMs} ms; ` +
          `acknowledged before the kill by A ${servedBy(a.address, 0, killedAtMs)}, ` +
          `by B ${servedBy(b.address, 0, killedAtMs)}; after it by B ${servedBy(b.address, killedAtMs, Number.POSITIVE_INFINITY)}`,
      );
      expect(lost).toEqual([]);
      // The kill came in the middle of the writes: both served before it, B alone after it.
      expect(servedBy(a.address, 0, killedAtMs)).toBeGreaterThan(0);
      expect(servedBy(b.address, 0, killedAtMs)).toBeGreaterThan(0);
      expect(servedBy(b.address, killedAtMs, Number.POSITIVE_INFINITY)).toBeGreaterThan(0);
      // nginx moves on to B: once it has noticed, every call answers.
      const health = await fetch(`${proxyUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(health.headers.get("x-upstream")?.endsWith(b.address)).toBe(true);
    });
  });
});
