import { MAX_PUSH_SUBSCRIPTIONS } from "@frontalier/shared/contracts/push";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webPush from "web-push";
import { testConfig } from "../../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { alertCheckOptions } from "../../../alerts/alert-check-options.ts";
import { checkAlerts } from "../../../alerts/check-alerts.ts";
import { buildApp } from "../../../app.ts";
import { signedInClient } from "../../../billing/testing/signed-in-client.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { openDatabase } from "../../../db/open-database.ts";
import { articles, priceObservations, pushSubscriptions } from "../../../db/schema.ts";
import { linksFor } from "../../../links/links.ts";
import { createMailer } from "../../../mail/mailer.ts";
import { isAllowedPushEndpoint } from "../../../push/push-endpoint.ts";
import { createPushSender } from "../../../push/push-sender.ts";
import { browserKeys, verifyVapid } from "../../../push/testing/browser-keys.ts";
import {
  type FakePushService,
  startFakePushService,
} from "../../../push/testing/fake-push-service.ts";
import { loadVapidKeys, vapidKeysSource } from "../../../push/vapid-keys.ts";

const CODE = "40275814";
const VAPID = webPush.generateVAPIDKeys();

describe("which push endpoints the server posts to", () => {
  it("takes only public https hosts in production", () => {
    for (const good of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGx",
    ]) {
      expect(isAllowedPushEndpoint(good, true), good).toBe(true);
    }
    for (const bad of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://127.0.0.1/push",
      "https://[::1]/push",
      "https://10.0.0.7/push",
      "https://localhost/push",
      "https://metadata.localhost/push",
      "https://fcm.googleapis.com:8443/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://intranet/push",
      "ftp://fcm.googleapis.com/x",
      "not a url",
    ]) {
      expect(isAllowedPushEndpoint(bad, true), bad).toBe(false);
    }
    expect(isAllowedPushEndpoint("http://127.0.0.1:4000/push", false)).toBe(true);
  });
});

describe.each(testDatabases())("Web Push for alerts (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const mailer = createMailer({ from: "test@frontalier.test" });
  let app: FastifyInstance;
  let fake: FakePushService;
  const check = () =>
    checkAlerts(
      alertCheckOptions({
        db: app.db,
        mailer: app.mailer,
        link: linksFor(testConfig()),
        brandName: testConfig().brandName,
        push: app.push ?? undefined,
      }),
    );

  async function observe(country: string, priceMinor: number, daysAgo = 0) {
    await app.db.insert(priceObservations).values({
      articleCode: CODE,
      country,
      priceMinor,
      currency: "EUR",
      availability: "online",
      source: "feed",
      observedAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
  }

  async function premiumClient(email: string, ip: string) {
    const signed = await signedInClient(app, mailer, email, ip);
    const { url } = (await signed.client.post("/api/billing/checkout", { plan: "monthly" })).json();
    await signed.client.post(url.replace("/pay/", "/api/billing/"), { outcome: "succeed" });
    return signed;
  }

  const subscription = (path: string, keys = browserKeys()) => ({
    keys,
    body: { endpoint: fake.url(path), keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });

  beforeAll(async () => {
    fake = await startFakePushService();
    app = await buildApp(
      testConfig({
        PUBLIC_URL: "https://frontalier.test",
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        VAPID_SUBJECT: "mailto:push@frontalier.test",
      }),
      { database: database(), logger: false, mailer },
    );
    await seedReferenceData(app.db);
    await app.db
      .insert(articles)
      .values({ code: CODE, name: "LACK", searchName: "lack", typeName: "Table" });
    await observe("FR", 2999, 3);
    await observe("DE", 2899, 3);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it("gives the public key to anyone", async () => {
    const answer = await app.inject({ method: "GET", url: "/api/push/key" });
    expect(answer.json()).toEqual({ available: true, publicKey: VAPID.publicKey });
  });

  it("saves a signed-in user's subscription and refuses malformed ones with a 4xx", async () => {
    const guest = await app.inject({
      method: "PUT",
      url: "/api/push/subscription",
      payload: subscription("/guest").body,
    });
    expect(guest.statusCode).toBe(401);

    const { client } = await premiumClient("keys@example.test", "198.51.100.80");
    const good = subscription("/keys").body;
    const keys = good.keys;
    for (const body of [
      { ...good, endpoint: "javascript:alert(1)" },
      { ...good, endpoint: `https://push.example/${"a".repeat(1100)}` },
      { ...good, keys: { ...keys, p256dh: keys.p256dh.slice(1) } },
      { ...good, keys: { ...keys, p256dh: `A${keys.p256dh.slice(1)}` } },
      { ...good, keys: { ...keys, p256dh: `${keys.p256dh.slice(0, -1)}=` } },
      { ...good, keys: { ...keys, auth: `${keys.auth}AA` } },
      { ...good, keys: { ...keys, auth: keys.auth.replace(/./, "+") } },
      { endpoint: good.endpoint },
      { ...good, keys: "x" },
    ]) {
      const response = await client.put("/api/push/subscription", body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
    const padded = await client.put("/api/push/subscription", { ...good, pad: "x".repeat(4000) });
    expect(padded.statusCode).toBe(413);

    const saved = await client.put("/api/push/subscription", good);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ subscriptions: 1 });
    // The same browser again (new keys after a change): still one.
    const again = await client.put("/api/push/subscription", subscription("/keys").body);
    expect(again.json()).toEqual({ subscriptions: 1 });
  });

  it("keeps each profile's own, and at most MAX_PUSH_SUBSCRIPTIONS of them", async () => {
    const owner = await premiumClient("owner@example.test", "198.51.100.81");
    const other = await premiumClient("other@example.test", "198.51.100.82");
    const shared = subscription("/owned").body;
    await owner.client.put("/api/push/subscription", shared);
    // Another profile cannot remove it: its removal touches its own rows only.
    const removed = await other.client.post("/api/push/subscription/remove", {
      endpoint: shared.endpoint,
    });
    expect(removed.json()).toEqual({ subscriptions: 0 });
    const rows = () =>
      app.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.profileId, owner.profileId));
    expect(await rows()).toHaveLength(1);

    for (let n = 0; n < MAX_PUSH_SUBSCRIPTIONS + 2; n++) {
      const saved = await owner.client.put(
        "/api/push/subscription",
        subscription(`/many/${n}`).body,
      );
      expect(saved.statusCode).toBe(200);
    }
    const kept = await rows();
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    // The oldest went: the first one and the two first of the loop.
    expect(kept.map((row) => row.endpoint)).not.toContain(shared.endpoint);
    expect(kept.map((row) => row.endpoint)).toContain(
      fake.url(`/many/${MAX_PUSH_SUBSCRIPTIONS + 1}`),
    );

    const gone = await owner.client.post("/api/push/subscription/remove", {
      endpoint: fake.url(`/many/${MAX_PUSH_SUBSCRIPTIONS + 1}`),
    });
    expect(gone.json()).toEqual({ subscriptions: MAX_PUSH_SUBSCRIPTIONS - 1 });
  });

  it("limits how often a profile saves subscriptions", async () => {
    const { client } = await premiumClient("busy@example.test", "198.51.100.83");
    const answers: number[] = [];
    for (let n = 0; n < 31; n++) {
      answers.push(
        (await client.put("/api/push/subscription", subscription(`/busy/${n}`).body)).statusCode,
      );
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it("pushes a fired alert, encrypted for the browser and signed, with a one-tap stop", async () => {
    const { client, profileId } = await premiumClient("phone@example.test", "198.51.100.84");
    const phone = subscription(`/phone/${profileId}`);
    await client.put("/api/push/subscription", phone.body);
    const saved = await client.put(`/api/alerts/${CODE}`, {
      countries: ["FR"],
      targetPriceMinor: null,
      currency: "EUR",
      channel: "push",
    });
    expect(saved.json().alerts).toMatchObject([{ code: CODE, channel: "push" }]);
    await check();
    await observe("FR", 2499);
    await check();

    const pushes = fake.received.filter((push) => push.path === `/phone/${profileId}`);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    const claims = verifyVapid(String(push?.headers.authorization), VAPID.publicKey);
    expect(claims.aud).toBe(new URL(fake.url("/")).origin);
    expect(claims.sub).toBe("mailto:push@frontalier.test");
    // The body is no JSON in clear: only the browser's keys read it.
    expect(push?.body.toString("utf8")).not.toContain("LACK");
    const payload = JSON.parse(phone.keys.decrypt(push?.body ?? Buffer.alloc(0)));
    expect(payload).toMatchObject({
      title: "Price drop: LACK",
      url: "/podium/402.758.14",
      stopLabel: "Stop this alert",
    });
    expect(payload.body).toMatch(/France: €24\.99 ← €29\.99/);
    expect(payload.alertId).toMatch(/^drop:\d+$/);
    // Push only: no mail.
    expect(
      mailer
        .outbox()
        .filter((mail) => mail.to === "phone@example.test" && mail.subject.includes("LACK")),
    ).toHaveLength(0);

    // The notification's stop action posts the stop link, as the mail's one-click stop does.
    const stopped = await app.inject({ method: "POST", url: payload.stopUrl });
    expect(stopped.json()).toEqual({ status: "stopped", name: "LACK" });
    expect((await client.get("/api/alerts")).json().alerts).toEqual([]);
  });

  it("deletes a subscription the push service says is gone, and mails instead", async () => {
    const { client, profileId } = await premiumClient("revoked@example.test", "198.51.100.85");
    const path = `/revoked/${profileId}`;
    await client.put("/api/push/subscription", subscription(path).body);
    fake.answer(path, 410);
    await client.put(`/api/alerts/${CODE}`, {
      countries: ["DE"],
      targetPriceMinor: null,
      currency: "EUR",
      channel: "push",
    });
    await check();
    await observe("DE", 2299);
    await check();
    expect(fake.received.filter((push) => push.path === path)).toHaveLength(1);
    const left = await app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.profileId, profileId));
    expect(left).toEqual([]);
    const mails = mailer.outbox().filter((mail) => mail.to === "revoked@example.test");
    expect(mails.at(-1)?.subject).toContain("LACK");
  });

  it("sends both when asked for both", async () => {
    const { client, profileId } = await premiumClient("both@example.test", "198.51.100.86");
    const path = `/both/${profileId}`;
    await client.put("/api/push/subscription", subscription(path).body);
    await client.put(`/api/alerts/${CODE}`, {
      countries: ["FR", "DE"],
      targetPriceMinor: null,
      currency: "EUR",
      channel: "both",
    });
    await check();
    await observe("FR", 1999);
    await check();
    expect(fake.received.filter((push) => push.path === path)).toHaveLength(1);
    expect(
      mailer
        .outbox()
        .filter((mail) => mail.to === "both@example.test")
        .at(-1)?.subject,
    ).toContain("LACK");
  });

  it("gives up on a push service that does not answer within the deadline, keeping the subscription", async () => {
    const { client, profileId } = await premiumClient("slow@example.test", "198.51.100.87");
    const path = `/slow/${profileId}`;
    await client.put("/api/push/subscription", subscription(path).body);
    fake.answer(path, "hang");
    const errors: unknown[] = [];
    const sender = createPushSender({
      db: app.db,
      keys: { ...VAPID, subject: "mailto:push@frontalier.test" },
      production: false,
      timeoutMs: 300,
      onError: (error) => errors.push(error),
    });
    const started = Date.now();
    const report = await sender.sendToProfile(profileId, {
      title: "t",
      body: "b",
      url: "/",
      alertId: "drop:1",
      stopUrl: "/api/alerts/stop/x",
      stopLabel: "Stop",
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(report).toEqual({ subscriptions: 1, delivered: 0, expired: 0, failed: 1 });
    expect(errors).toHaveLength(1);
    const kept = await app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.profileId, profileId));
    expect(kept).toHaveLength(1);
  });

  it("tries a push-only alert again at the next run when no push got through", async () => {
    const { client, profileId } = await premiumClient("retry@example.test", "198.51.100.88");
    const path = `/retry/${profileId}`;
    await client.put("/api/push/subscription", subscription(path).body);
    fake.answer(path, 503);
    await client.put(`/api/alerts/${CODE}`, {
      countries: ["FR"],
      targetPriceMinor: 1500,
      currency: "EUR",
      channel: "push",
    });
    await check();
    await observe("FR", 1450);
    const first = await check();
    expect(first.failed).toBeGreaterThanOrEqual(1);
    fake.answer(path, 201);
    await check();
    const pushes = fake.received.filter((push) => push.path === path);
    expect(pushes).toHaveLength(2);
    // Once through, not again.
    await check();
    expect(fake.received.filter((push) => push.path === path)).toHaveLength(2);
    expect(
      mailer
        .outbox()
        .filter((mail) => mail.to === "retry@example.test" && mail.subject.includes("LACK")),
    ).toHaveLength(0);
  });
});

describe("the VAPID keys", () => {
  it("are read at the first need, not at start, and read again after a failure", async () => {
    const database = await openDatabase({});
    const keys = vapidKeysSource(database.db, {
      vapid: null,
      generateKeys: true,
      subject: "mailto:a@b.test",
    });
    try {
      // Not migrated yet, as a database that is not ready when the instance starts.
      await expect(keys?.()).rejects.toThrow();
      await database.migrate();
      const first = await keys?.();
      expect(first?.publicKey).toMatch(/^[\w-]{87}$/);
      expect(await keys?.()).toEqual(first);
    } finally {
      await database.close();
    }
  });

  it("are off without configuration on PostgreSQL", async () => {
    const keys = await loadVapidKeys(null as never, {
      vapid: null,
      generateKeys: false,
      subject: "mailto:a@b.test",
    });
    expect(keys).toBeNull();
  });
});
