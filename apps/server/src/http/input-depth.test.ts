import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app.ts";
import { CookieClient } from "../../test/cookie-client.ts";
import { useTestDatabase } from "../../test/db.ts";
import { errorMessage } from "./error-messages.ts";
import { MAX_INPUT_DEPTH } from "./parse-input.ts";

/** `{"a":{"a":…"leaf"…}}` as text, so that no JavaScript stack builds or reads it here. */
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}"leaf"${"}".repeat(depth)}`;
const nestedArrays = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;

/** A bulk add the schema accepts, with `extra` (which the schema would drop) nested deep. */
const bulkWith = (extra: string, more = "") =>
  `{"items":[{"code":"80275887","quantity":1}],"basket":"current",${more}"extra":${extra}}`;

// The limit is per request, not per driver: PGlite is enough here.
describe("input nested deeper than MAX_INPUT_DEPTH", () => {
  const database = useTestDatabase("pglite");
  let app: FastifyInstance;
  let guest: CookieClient;

  beforeAll(async () => {
    app = await buildTestApp(database());
    guest = new CookieClient(app);
    await guest.get("/api/_auth/session");
  });
  afterAll(() => app.close());

  const send = (url: string, text: string) =>
    guest.request("POST", url, text, {
      "content-type": "application/json",
      "accept-language": "de",
    });

  const expectDepthRefusal = (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{
      error: { code: string; message: string; issues?: { path: string; message: string }[] };
    }>();
    expect(error.code).toBe("validation_failed");
    expect(error.message).toBe(errorMessage("validation_failed", "de"));
    expect(error.issues?.[0]?.message).toMatch(/nested/);
  };

  it("accepts a body as deep as the limit", async () => {
    // The body's own object is the first level.
    const deepest = nestedArrays(MAX_INPUT_DEPTH - 1);
    const response = await send("/api/wishlist/items/bulk", bulkWith(deepest));
    expect(response.statusCode).toBe(200);
  });

  it.each([MAX_INPUT_DEPTH, 100, 5_000, 100_000])(
    "refuses a body route's input nested %i deep with a translated 400",
    async (depth) => {
      expectDepthRefusal(await send("/api/wishlist/items/bulk", bulkWith(nestedObjects(depth))));
      expectDepthRefusal(await send("/api/wishlist/items/bulk", bulkWith(nestedArrays(depth))));
      // A `constructor` key makes Fastify's JSON parser scan the whole value for pollution.
      expectDepthRefusal(
        await send("/api/wishlist/items/bulk", bulkWith(nestedObjects(depth), '"constructor":{},')),
      );
      // Alone, without the bulk body's own level around it.
      expectDepthRefusal(await send("/api/baskets", nestedObjects(depth + 1)));
    },
  );

  it("answers the app again after a body too deep for a recursive walk", async () => {
    await send("/api/baskets", nestedArrays(100_000));
    expect((await guest.get("/api/wishlist")).statusCode).toBe(200);
  });

  it.each([100, 5_000])("answers a 4xx to query keys bracketed %i deep", async (depth) => {
    const key = `iBasket${"[a]".repeat(depth)}`;
    for (const url of [`/api/wishlist?${key}=1`, `/api/wishlist/comparison?${key}=1&iBasket=x`]) {
      const response = await guest.get(url);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
