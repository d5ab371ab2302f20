import { defineEndpoint } from "@frontalier/shared/contracts/endpoint";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testConfig } from "../../test/config.ts";
import { CookieClient } from "../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { buildApp } from "../app.ts";
import { signedInClient } from "../billing/testing/signed-in-client.ts";
import { profiles } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { AppError } from "./app-error.ts";
import { route } from "./route.ts";

const thing = z.object({ name: z.string(), count: z.number().int() });

const echo = defineEndpoint({
  method: "POST",
  path: "/api/test-route/echo/:id",
  params: z.object({ id: z.coerce.number().int() }),
  query: z.object({ twice: z.enum(["yes", "no"]).default("no") }),
  body: z.object({ name: z.string().trim().min(1) }),
  response: thing,
  access: "anyone",
});
const forProfiles = defineEndpoint({
  method: "GET",
  path: "/api/test-route/profile",
  response: z.object({ kind: z.string() }),
  access: "profile",
});
const forUsers = defineEndpoint({
  method: "GET",
  path: "/api/test-route/user",
  response: z.object({ kind: z.string() }),
  access: "user",
});
const forPremium = defineEndpoint({
  method: "PUT",
  path: "/api/test-route/premium",
  body: z.object({ level: z.number().int() }),
  response: z.object({ level: z.number().int() }),
  access: "premium",
});
const forAdmins = defineEndpoint({
  method: "PUT",
  path: "/api/test-route/admin",
  body: z.object({ level: z.number().int() }),
  response: z.object({ level: z.number().int() }),
  access: "admin",
});
const guarded = defineEndpoint({
  method: "POST",
  path: "/api/test-route/guarded",
  body: z.object({ required: z.string() }),
  response: z.object({ guarded: z.string(), required: z.string() }),
  access: "anyone",
  owned: [{ in: "body", name: "required", kind: "basket" }],
});
const nothing = defineEndpoint({
  method: "DELETE",
  path: "/api/test-route/nothing",
  response: z.void(),
  access: "anyone",
});
const drifting = defineEndpoint({
  method: "GET",
  path: "/api/test-route/drifting",
  response: thing,
  access: "anyone",
});

function registerTestRoutes(app: FastifyInstance) {
  route(app, echo, async ({ params, query, body }) => ({
    name: query.twice === "yes" ? `${body.name}${body.name}` : body.name,
    count: params.id,
  }));
  route(app, forProfiles, async ({ actor }) => ({ kind: actor.kind }));
  route(app, forUsers, async ({ actor }) => ({ kind: actor.kind }));
  route(app, forPremium, async ({ body }) => ({ level: body.level }));
  route(app, forAdmins, async ({ body }) => ({ level: body.level }));
  route(
    app,
    guarded,
    {
      guard: async ({ request }) => {
        if (request.headers["x-refuse"]) throw new AppError("not_found");
        return "checked first";
      },
    },
    async ({ guarded: note, body }) => ({ guarded: note, required: body.required }),
  );
  route(app, nothing, async () => {});
  // A handler whose answer no longer matches its contract (what the check is for).
  route(
    app,
    drifting,
    async () => ({ name: "x", count: "three" }) as unknown as { name: string; count: number },
  );
}

describe.each(testDatabases())("route: one endpoint object, one way in (%s)", (kind) => {
  const database = useTestDatabase(kind);
  const mailer = createMailer({ from: "test@frontalier.test" });
  let app: FastifyInstance;
  let unchecked: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database(), logger: false, mailer });
    registerTestRoutes(app);
    unchecked = await buildApp(testConfig(), {
      database: database(),
      logger: false,
      checkAnswers: false,
    });
    registerTestRoutes(unchecked);
  });
  afterAll(async () => {
    await app.close();
    await unchecked.close();
  });

  it("parses params, query and body with the endpoint's schemas", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test-route/echo/7?twice=yes",
      payload: { name: " ab " },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: "abab", count: 7 });
  });

  it("answers 400 validation_failed with the issues of the part that is wrong", async () => {
    const badQuery = await app.inject({
      method: "POST",
      url: "/api/test-route/echo/7?twice=maybe",
      payload: { name: "a" },
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().error.code).toBe("validation_failed");
    expect(badQuery.json().error.issues[0].path).toBe("twice");
    const noBody = await app.inject({ method: "POST", url: "/api/test-route/echo/7" });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error.issues[0].path).toBe("name");
    const nul = await app.inject({
      method: "POST",
      url: "/api/test-route/echo/7",
      payload: { name: "a\u0000b" },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.issues).toEqual([
      { path: "name", message: "must not contain the NUL character" },
    ]);
  });

  it("checks access: no profile 401, a guest where a user is needed 401", async () => {
    expect((await app.inject({ url: "/api/test-route/profile" })).statusCode).toBe(401);
    const guest = new CookieClient(app);
    await guest.get("/api/_auth/session");
    expect((await guest.get("/api/test-route/profile")).json()).toEqual({ kind: "guest" });
    const asGuest = await guest.get("/api/test-route/user");
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json().error.code).toBe("unauthorized");
  });

  it("checks premium after the input: 401, then 400 for bad input, then 402, then the handler", async () => {
    expect(
      (await app.inject({ method: "PUT", url: "/api/test-route/premium", payload: { level: 1 } }))
        .statusCode,
    ).toBe(401);
    const { client, profileId } = await signedInClient(app, mailer, "route-premium@example.test");
    expect((await client.put("/api/test-route/premium", { level: "high" })).statusCode).toBe(400);
    const refused = await client.put("/api/test-route/premium", { level: 1 });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe("premium_required");
    await database()
      .db.update(profiles)
      .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(profiles.id, profileId));
    expect((await client.put("/api/test-route/premium", { level: 2 })).json()).toEqual({
      level: 2,
    });
  });

  it("checks the admin role before the input: 401, 403 whatever the body, then the handler", async () => {
    const put = (client: CookieClient | undefined, body: unknown) =>
      client
        ? client.put("/api/test-route/admin", body)
        : app.inject({ method: "PUT", url: "/api/test-route/admin", payload: body as object });
    expect((await put(undefined, { level: 1 })).statusCode).toBe(401);
    const guest = new CookieClient(app);
    await guest.get("/api/_auth/session");
    expect((await put(guest, { level: 1 })).statusCode).toBe(401);
    const { client, profileId } = await signedInClient(
      app,
      mailer,
      "route-admin@example.test",
      "198.51.100.41",
    );
    // A premium account is not an admin.
    await database()
      .db.update(profiles)
      .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(profiles.id, profileId));
    for (const body of [{ level: 1 }, { level: "bad" }]) {
      const refused = await put(client, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("forbidden");
    }
    await database()
      .db.update(profiles)
      .set({ adminSince: new Date() })
      .where(eq(profiles.id, profileId));
    expect((await put(client, { level: "bad" })).statusCode).toBe(400);
    expect((await put(client, { level: 3 })).json()).toEqual({ level: 3 });
    // Taken back: the same session is refused at its next request.
    await database()
      .db.update(profiles)
      .set({ adminSince: null })
      .where(eq(profiles.id, profileId));
    expect((await put(client, { level: 3 })).statusCode).toBe(403);
  });

  it("runs the guard before reading the input, and hands its result to the handler", async () => {
    const refused = await app.inject({
      method: "POST",
      url: "/api/test-route/guarded",
      headers: { "x-refuse": "1" },
      payload: { not: "what the schema wants" },
    });
    expect(refused.statusCode).toBe(404);
    const served = await app.inject({
      method: "POST",
      url: "/api/test-route/guarded",
      payload: { required: "yes" },
    });
    expect(served.json()).toEqual({ guarded: "checked first", required: "yes" });
  });

  it("answers 204 for an endpoint whose response is z.void()", async () => {
    const response = await app.inject({ method: "DELETE", url: "/api/test-route/nothing" });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
  });

  it("puts the endpoint and its owned ids in the route's config", () => {
    const registered = app.routeTable.find((r) => r.url === guarded.path);
    expect(registered?.config?.endpoint).toBe(guarded);
    expect(registered?.config?.ownedIds).toEqual(guarded.owned);
  });

  it("fails loudly (500) when an answer drifts from its response schema, outside production", async () => {
    const response = await app.inject({ url: "/api/test-route/drifting" });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe("internal");
    expect(response.json().error.issues).toEqual([
      { path: "count", message: expect.stringContaining("number") },
    ]);
    // Production sends what it has: the check is for tests and development.
    const sent = await unchecked.inject({ url: "/api/test-route/drifting" });
    expect(sent.statusCode).toBe(200);
  });
});
