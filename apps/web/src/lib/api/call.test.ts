import { defineEndpoint } from "@frontalier/shared/contracts/endpoint";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, UnexpectedAnswerError } from "./api-error";
import { call } from "./call";
import { sessionFetch } from "./schema-free-endpoints";

const thing = defineEndpoint({
  method: "PATCH",
  path: "/api/things/:code/parts/:part",
  params: z.object({ code: z.string(), part: z.number() }),
  query: z.object({ basket: z.number().optional(), q: z.string().optional() }),
  body: z.object({ quantity: z.number() }),
  response: z.object({ n: z.number(), label: z.string().default("none") }),
  access: "anyone",
});

const upload = defineEndpoint({
  method: "POST",
  path: "/api/uploads",
  body: { kind: "bytes", contentType: "application/pdf", accepts: ["image/jpeg", "image/png"] },
  response: z.object({ lines: z.number() }),
  access: "anyone",
});

const nothing = defineEndpoint({
  method: "DELETE",
  path: "/api/things",
  response: z.void(),
  access: "anyone",
});

const listThings = defineEndpoint({
  method: "GET",
  path: "/api/things",
  response: z.array(z.string()),
  access: "anyone",
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

describe("call", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0]!;
    return { url, init: init!, headers: init!.headers as Record<string, string> };
  };

  it("builds the URL from the path and params, encodes the query, sends JSON", async () => {
    fetchMock.mockResolvedValueOnce(json({ n: 1 }));
    const result = await call(thing, {
      params: { code: "a/b c", part: 2 },
      query: { basket: 12, q: undefined },
      body: { quantity: 3 },
    });
    expect(result).toEqual({ n: 1, label: "none" });
    const { url, init, headers } = sent();
    expect(url).toBe("/api/things/a%2Fb%20c/parts/2?basket=12");
    expect(init.method).toBe("PATCH");
    expect(init.body).toBe('{"quantity":3}');
    expect(headers["content-type"]).toBe("application/json");
    expect(init.credentials).toBe("same-origin");
  });

  it("sends bytes as they are, with the type the endpoint declares", async () => {
    fetchMock.mockResolvedValueOnce(json({ lines: 4 }));
    const file = new Blob(["%PDF-1.7"]);
    await expect(call(upload, { body: file })).resolves.toEqual({ lines: 4 });
    const { init, headers } = sent();
    expect(init.body).toBe(file);
    expect(headers["content-type"]).toBe("application/pdf");
  });

  it("sends a Blob of a type the endpoint also accepts with its own type, any other as declared", async () => {
    for (const [type, expected] of [
      ["image/jpeg", "image/jpeg"],
      ["image/png", "image/png"],
      ["image/gif", "application/pdf"],
      ["", "application/pdf"],
    ]) {
      fetchMock.mockReset();
      fetchMock.mockResolvedValueOnce(json({ lines: 1 }));
      const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type });
      await call(upload, { body: photo });
      expect(sent().headers["content-type"], type).toBe(expected);
      expect(sent().init.body).toBe(photo);
    }
  });

  it("reads a 204 as nothing", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(call(nothing)).resolves.toBeUndefined();
  });

  it("refuses an answer its contract does not describe", async () => {
    fetchMock.mockResolvedValueOnce(json({ n: "one" }));
    const failure = call(thing, { params: { code: "x", part: 1 }, body: { quantity: 1 } });
    await expect(failure).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(failure).rejects.not.toBeInstanceOf(ApiError);
  });

  it("reads a hand-read endpoint's answer with its reader", async () => {
    fetchMock.mockResolvedValueOnce(json({ user: null, profile: null }));
    await expect(call(sessionFetch)).resolves.toEqual({ user: null, profile: null });
    fetchMock.mockResolvedValueOnce(json({ user: { iProfile: "7" } }));
    await expect(call(sessionFetch)).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it("maps an error answer to an ApiError with the server's code, message and request id", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ error: { code: "basket_full", message: "Panier plein", requestId: "r-1" } }, 409),
    );
    await expect(call(nothing)).rejects.toMatchObject({
      name: "ApiError",
      status: 409,
      code: "basket_full",
      message: "Panier plein",
      requestId: "r-1",
    });
  });

  it.each([
    [404, "not_found"],
    [400, "bad_request"],
    [502, "internal"],
  ] as const)("names a %i without an error body %s", async (status, code) => {
    fetchMock.mockResolvedValueOnce(new Response("<html>", { status, statusText: "Oops" }));
    await expect(call(nothing)).rejects.toMatchObject({ status, code, message: "Oops" });
  });

  it("lets a network failure through as it is, without a retry (spec §7: statuses only)", async () => {
    const failure = new TypeError("Failed to fetch");
    fetchMock.mockRejectedValue(failure);
    await expect(call(listThings)).rejects.toBe(failure);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("passes the abort signal on", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const controller = new AbortController();
    await call(nothing, { signal: controller.signal });
    expect(sent().init.signal).toBe(controller.signal);
  });
});
