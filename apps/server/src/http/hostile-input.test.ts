import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiRoute, apiRoutes } from "../../test/api-routes.ts";
import { testConfig } from "../../test/config.ts";
import { CookieClient, type Method } from "../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { buildApp } from "../app.ts";
import { createMailer } from "../mail/mailer.ts";

/** Path segments no route expects: empty-ish, encoded oddities, numbers out of every range. */
const HOSTILE_SEGMENTS = [
  "%20",
  "%00",
  "%C3%28",
  "..%2F..%2Fetc%2Fpasswd",
  "-1",
  "0",
  "1e309",
  "NaN",
  "0x1F",
  "9007199254740993",
  "%F0%9F%99%82",
  "x".repeat(90),
];

/** One query string with the names our routes read, each of the wrong type or repeated. */
const HOSTILE_QUERY = [
  "iBasket=abc",
  "iBasket=1",
  "iProfile[]=1",
  "iList=-1",
  "id=1e309",
  "countries=ZZ,,%00,fr",
  "home=%00",
  "currency=%E2%82%AC%E2%82%AC%E2%82%AC",
  "q=ab%00cd",
  "limit=-5",
  "k=99999999999",
  "country=F",
  "lat=91",
  "lng=NaN",
  "days=1e9",
  "token[]=x",
  "lang=zz",
].join("&");

const deeplyNested = () => {
  let value: unknown = "leaf";
  for (let depth = 0; depth < 2000; depth++) value = { a: value };
  return value;
};

/** JSON bodies of every wrong shape: not objects, wrong types for the fields we read, pollution. */
const HOSTILE_BODIES: unknown[] = [
  null,
  [],
  "text",
  123,
  {},
  {
    email: { $ne: "" },
    password: ["a"],
    sPrenom: 42,
    iBasket: "x",
    iProfile: -1,
    sPaysListe: 12,
    iPaysSelected: { a: 1 },
    code: null,
    codes: "80275887",
    items: "x",
    lines: [{ code: [], quantity: "many" }],
    quantity: -0.5,
    message: { text: "hi" },
    token: 7,
    plan: "platinum",
    name: "x".repeat(100_000),
  },
  deeplyNested(),
];

/** JSON texts that no JavaScript value stringifies to: parsed as the server would parse them. */
const HOSTILE_JSON_TEXTS = [
  '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}',
  '{"quantity": 1e309, "iBasket": 1e400, "iProfile": -0, "k": 1e-400}',
  '{"email": "\\ud800@example.test", "code": "\\u0000", "sPaysListe": "FR,\\ud83d"}',
  '{"iBasket": 1, "iBasket": "two"}',
  // Valid but for a NUL, which PostgreSQL cannot store: the fields our forms send.
  `{"name": "Ann\\u0000", "sName": "Basket\\u0000", "email": "ann@example.test",
    "subject": "Hello\\u0000", "message": "A message\\u0000 long enough",
    "sPrenom": "Ann\\u0000", "sNom": "Lee\\u0000", "password": "a long enough passphrase\\u0000",
    "code": "80275887", "quantity": 1, "note": "\\u0000", "sPaysListe": "FR,BE"}`,
];

/** Sign-out (two routes), account deletion: swept last, so that the user's sweep runs signed in. */
const endsSession = (route: ApiRoute) =>
  (route.method === "POST" && route.url === "/api/logout") ||
  (route.method === "DELETE" && route.url === "/api/_auth/session") ||
  (route.method === "DELETE" && route.url === "/api/profile");

const JSON_TYPE = "application/json";

/**
 * A sweep sends every route some hundred requests (a new guest for each, as a guest): about 25 s
 * on a quiet two-core machine, far more when the rest of the suite runs beside it.
 */
const SWEEP_TIMEOUT_MS = 180_000;

const withSegment = (url: string, segment: string) => url.replace(/:\w+/g, segment);

describe.each(testDatabases())("whatever a client sends, no route answers a 5xx (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  const mailer = createMailer({ from: "test@frontalier.test" });
  let user: CookieClient;

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database(), logger: false, mailer });
    user = new CookieClient(app, "198.51.100.31");
    await user.get("/api/_auth/session");
    await user.post("/api/user-signup", {
      email: "hostile@example.test",
      password: "a long enough passphrase",
      sPrenom: "Hostile",
    });
    const token = /token=([\w-]+)/.exec(mailer.outbox().at(-1)?.text ?? "")?.[1];
    expect((await user.post("/api/auth/verify-email", { token })).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  /** Every failure as `METHOD url → status`, with a 4xx checked to carry a message to show. */
  async function sweep(
    routes: ApiRoute[],
    client: () => Promise<CookieClient>,
    headers: Record<string, string> = {},
  ) {
    const failures: string[] = [];
    const check = async (method: Method, url: string, body?: string) => {
      const response = await (await client()).request(method, url, body, {
        "accept-language": "de",
        ...headers,
        ...(body === undefined ? {} : { "content-type": JSON_TYPE }),
      });
      const label = `${method} ${url.slice(0, 80)} ${body?.slice(0, 40) ?? ""}`;
      if (response.statusCode >= 500) failures.push(`${label} → ${response.statusCode}`);
      else if (response.statusCode >= 400) {
        const message = response.json<{ error?: { message?: unknown } }>().error?.message;
        if (typeof message !== "string" || message === "") {
          failures.push(`${label} → ${response.statusCode} without a message`);
        }
      }
    };
    for (const route of routes) {
      const hasParams = route.url.includes(":");
      const segments = hasParams ? HOSTILE_SEGMENTS : ["-"];
      for (const segment of segments) {
        const url = `${withSegment(route.url, segment)}?${HOSTILE_QUERY}`;
        await check(route.method, url, route.method === "GET" ? undefined : "{}");
      }
      if (route.method === "GET") continue;
      const url = withSegment(route.url, "1");
      for (const body of HOSTILE_BODIES) await check(route.method, url, JSON.stringify(body));
      for (const text of HOSTILE_JSON_TEXTS) await check(route.method, url, text);
    }
    return failures;
  }

  it(
    "as a guest, with a session of its own per request",
    async () => {
      const failures = await sweep(apiRoutes(app), async () => {
        const guest = new CookieClient(app, "198.51.100.32");
        await guest.get("/api/_auth/session");
        return guest;
      });
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it("with forged, malformed and oversized cookies", async () => {
    const cookie = [
      "session=forged.token.value",
      "GuestProfile=%E0%A4%A",
      "GuestBasket=eyJpQmFza2V0IjoxfQ.forged",
      "auth_state=%00",
      "auth_callback=../../admin",
      `locale=${"x".repeat(3000)}`,
    ].join("; ");
    const failures = await sweep(
      apiRoutes(app),
      async () => new CookieClient(app, "198.51.100.33"),
      { cookie },
    );
    expect(failures).toEqual([]);
  });

  it(
    "as a signed-in user, who stays signed in until the routes that end a session",
    async () => {
      const routes = apiRoutes(app);
      const ending = routes.filter(endsSession);
      expect(ending.length).toBeGreaterThan(0);
      expect(
        await sweep(
          routes.filter((route) => !endsSession(route)),
          async () => user,
        ),
      ).toEqual([]);
      const session = (await user.get("/api/_auth/session")).json();
      expect(session.user?.sTypeAccount).toBe("EMAIL");
      expect(await sweep(ending, async () => user)).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});
