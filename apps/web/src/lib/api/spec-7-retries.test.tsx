import { defineEndpoint, type HttpMethod } from "@frontalier/shared/contracts/endpoint";
import { useMutation, useQuery } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { queryClient, WithQueries } from "../query-client";
import { refreshSession } from "../session/session-store";
import { ApiError } from "./api-error";
import { call } from "./call";

/*
 * Spec §7, row by row, through the app's own query client (the library's retries would come on
 * top of `call`'s if they were on): `fetch` answers what each row says and counts the calls.
 */

const read = defineEndpoint({
  method: "GET",
  path: "/api/things",
  response: z.object({ n: z.number() }),
  access: "anyone",
});

const write = (method: Exclude<HttpMethod, "GET">) =>
  defineEndpoint({
    method,
    path: "/api/things",
    body: z.object({ n: z.number() }),
    response: z.object({ n: z.number() }),
    access: "anyone",
  });

const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504] as const;
const NEVER_RETRIED = [400, 401, 403, 404] as const;
const WRITES = ["POST", "PUT", "PATCH", "DELETE"] as const;

const failing = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: { code: "internal", message: `HTTP ${status}` } }), {
    status,
    headers,
  });
const ok = () => new Response(JSON.stringify({ n: 1 }), { status: 200 });

const wrapper = ({ children }: { children: ReactNode }) => <WithQueries>{children}</WithQueries>;

/** Long enough for any retry, ours (at most 10 s) or the library's (1 + 2 + 4 s by default). */
const waitOut = () => act(() => vi.advanceTimersByTimeAsync(60_000));

function renderRead() {
  return renderHook(
    () => useQuery({ queryKey: ["things"], queryFn: ({ signal }) => call(read, { signal }) }),
    { wrapper },
  );
}

async function runWrite(method: (typeof WRITES)[number]) {
  const endpoint = write(method);
  const { result } = renderHook(
    () => useMutation({ mutationFn: () => call(endpoint, { body: { n: 1 } }) }),
    { wrapper },
  );
  act(() => result.current.mutate());
  await waitOut();
  return result.current;
}

describe("spec §7 retries through the query layer", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    queryClient.clear();
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe.each(RETRIED)("%i", (status) => {
    it("is retried once for a read: 2 calls, then the error", async () => {
      fetchMock.mockImplementation(async () => failing(status));
      const { result } = renderRead();
      await waitOut();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(result.current.error).toBeInstanceOf(ApiError);
      expect(result.current.error).toMatchObject({ status });
    });

    it("is retried once for a read that then succeeds", async () => {
      fetchMock.mockResolvedValueOnce(failing(status)).mockResolvedValueOnce(ok());
      const { result } = renderRead();
      await waitOut();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(result.current.data).toEqual({ n: 1 });
    });

    it.each(WRITES)("is never retried for a %s: 1 call", async (method) => {
      fetchMock.mockImplementation(async () => failing(status));
      const mutation = await runWrite(method);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(mutation.error).toMatchObject({ status });
    });
  });

  it.each(NEVER_RETRIED)("never retries a %i, even for a read: 1 call", async (status) => {
    fetchMock.mockImplementation(async () => failing(status));
    const { result } = renderRead();
    await waitOut();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.error).toMatchObject({ status });
  });

  it("never retries a network error, even for a read: 1 call", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { result } = renderRead();
    await waitOut();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBeInstanceOf(TypeError);
  });

  it("never retries the session fetch: 1 call", async () => {
    fetchMock.mockImplementation(async () => failing(503));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const done = refreshSession();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await expect(done).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/_auth/session");
  });

  it("waits what Retry-After says before the retry", async () => {
    fetchMock.mockImplementation(async () => failing(503, { "retry-after": "3" }));
    renderRead();
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("waits 250 ms before the retry without Retry-After", async () => {
    fetchMock.mockImplementation(async () => failing(429));
    renderRead();
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
