import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type ApiError, apiRequest } from "./api-client";

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const status = (code: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status: code });

describe("API client (spec §7)", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const run = async <T>(promise: Promise<T>) => {
    const settled = promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await vi.runAllTimersAsync();
    return settled;
  };

  it("sends JSON bodies and parses the contract", async () => {
    fetchMock.mockResolvedValueOnce(ok({ n: 1 }));
    const result = await run(
      apiRequest("/api/x", { method: "POST", body: { a: 1 }, schema: z.object({ n: z.number() }) }),
    );
    expect(result).toEqual({ value: { n: 1 } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)["content-type"]).toBe("application/json");
  });

  it("retries a GET once on 503", async () => {
    fetchMock.mockResolvedValueOnce(status(503)).mockResolvedValueOnce(ok({}));
    await run(apiRequest("/api/x", { schema: z.object({}) }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("retries a GET at most once", async () => {
    fetchMock.mockResolvedValue(status(502));
    const result = await run(apiRequest("/api/x", { schema: z.object({}) }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((result as { error: ApiError }).error.status).toBe(502);
  });

  it("does not retry statuses outside the list", async () => {
    fetchMock.mockResolvedValue(
      status(404, { error: { code: "not_found", message: "Introuvable" } }),
    );
    const result = await run(apiRequest("/api/x", { schema: z.object({}) }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((result as { error: ApiError }).error).toMatchObject({
      code: "not_found",
      message: "Introuvable",
    });
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("never retries a %s", async (method) => {
    fetchMock.mockResolvedValue(status(503));
    await run(apiRequest("/api/x", { method, body: {}, schema: z.unknown() }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("never retries the session fetch", async () => {
    fetchMock.mockResolvedValue(status(503));
    await run(apiRequest("/api/_auth/session", { schema: z.unknown(), noRetry: true }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
