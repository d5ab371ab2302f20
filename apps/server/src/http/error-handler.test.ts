import { errorBodySchema } from "@frontalier/shared/errors";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp } from "../../test/app.ts";
import { useTestDatabase } from "../../test/db.ts";
import { AppError } from "./app-error.ts";
import { parseInput } from "./parse-input.ts";

describe("error replies", () => {
  const database = useTestDatabase("pglite");
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(database());
    app.post("/api/test/echo", async (request) => ({ body: request.body }));
    app.post("/api/test/parse", async (request) =>
      parseInput(z.object({ name: z.string().min(2), qty: z.number().int() }), request.body),
    );
    app.get("/api/test/crash", async () => {
      throw new Error("database password is hunter2");
    });
    app.get("/api/test/conflict", async () => {
      throw new AppError("conflict", { message: "basket 12 changed meanwhile" });
    });
  });
  afterAll(() => app.close());

  const postJson = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json", ...headers },
      payload,
    });

  it("answers malformed JSON with bad_request, in French by default", async () => {
    const response = await postJson("{bad");
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(errorBodySchema.parse(response.json()).error).toEqual({
      code: "bad_request",
      message: "Nous n’avons pas compris ce que la page a envoyé. Rechargez-la et réessayez.",
      requestId: response.headers["x-request-id"],
    });
  });

  it("translates into the Accept-Language of the request", async () => {
    const response = await postJson("{bad", { "accept-language": "en-GB,en;q=0.9,fr;q=0.5" });
    expect(response.json().error.message).toBe(
      "We could not understand what the page sent. Reload it and try again.",
    );
  });

  it("prefers the locale cookie to Accept-Language", async () => {
    const response = await postJson("{bad", { "accept-language": "en", cookie: "locale=de" });
    expect(response.json().error.message).toBe(
      "Wir konnten nicht verstehen, was die Seite gesendet hat. Lade sie neu und versuch es noch einmal.",
    );
  });

  it("falls back to French for a language we do not offer", async () => {
    const response = await postJson("{bad", { "accept-language": "ja" });
    expect(response.json().error.message).toBe(
      "Nous n’avons pas compris ce que la page a envoyé. Rechargez-la et réessayez.",
    );
  });

  it("answers an unknown API route with a JSON not_found", async () => {
    const response = await app.inject({ method: "GET", url: "/api/no-such-thing?x=1" });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error.code).toBe("not_found");
  });

  it("hides the details of an unexpected error", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/crash" });
    expect(response.statusCode).toBe(500);
    const body = errorBodySchema.parse(response.json());
    expect(body.error.code).toBe("internal");
    expect(response.body).not.toContain("hunter2");
    expect(response.body).not.toMatch(/stack|\.ts:\d+/);
  });

  it("answers an AppError with its status and the user message", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("conflict");
    expect(response.body).not.toContain("basket 12");
  });

  it("answers invalid input with validation_failed and its issues", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/parse",
      payload: { name: "x", qty: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    const { error } = errorBodySchema.parse(response.json());
    expect(error.code).toBe("validation_failed");
    expect(error.issues?.map((issue) => issue.path).sort()).toEqual(["name", "qty"]);
  });

  it("answers a body over the limit with payload_too_large", async () => {
    const response = await postJson(JSON.stringify({ text: "x".repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("payload_too_large");
  });

  it("answers an unknown content type with unsupported_media_type", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/x-unknown" },
      payload: "hello",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe("unsupported_media_type");
  });

  it("answers a malformed URL with bad_request", async () => {
    const response = await app.inject({ method: "GET", url: "/api/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe("bad_request");
  });

  it("answers a page request with 503 while the web app is not built", async () => {
    const response = await app.inject({ method: "GET", url: "/podium/802.758.87" });
    expect(response.statusCode).toBe(503);
    const { error } = errorBodySchema.parse(response.json());
    expect(error.code).toBe("service_unavailable");
    expect(error.message).toMatch(/web app is not built/);
  });

  it("answers another method on a page path with a JSON not_found", async () => {
    const response = await app.inject({ method: "DELETE", url: "/podium/802.758.87" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });
});
