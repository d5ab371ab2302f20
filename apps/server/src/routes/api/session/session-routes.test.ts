import { sessionResponseSchema } from "@frontalier/shared/contracts/session";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { useTestDatabase } from "../../../../test/db.ts";

describe("session calls (spec §7)", () => {
  const database = useTestDatabase("pglite");
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp(database(), {});
  });
  afterAll(() => app.close());

  it("answers a guest's session with no user, never cached", async () => {
    const response = await app.inject({ method: "GET", url: "/api/_auth/session" });
    expect(response.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(response.json())).toEqual({ user: null });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("ends a session with DELETE /api/_auth/session and POST /api/logout", async () => {
    expect((await app.inject({ method: "DELETE", url: "/api/_auth/session" })).statusCode).toBe(
      204,
    );
    expect((await app.inject({ method: "POST", url: "/api/logout" })).statusCode).toBe(204);
  });
});
