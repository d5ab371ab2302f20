import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient, WithQueries } from "../../../lib/query-client";
import { useFaq } from "./get-faq";

const wrapper = ({ children }: { children: ReactNode }) => <WithQueries>{children}</WithQueries>;

describe("useFaq", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", fetchMock);
    queryClient.clear();
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // Issue 18 measured 8 calls: the query library's 3 retries on top of spec §7's one.
  it("asks a FAQ that answers 500 exactly twice (spec §7: one retry for a read)", async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ error: { code: "internal", message: "Erreur" } }), {
          status: 500,
        }),
    );
    const { result } = renderHook(() => useFaq("fr"), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/get-faq-list-question",
      "/api/get-faq-list-question",
    ]);
    expect(result.current.isError).toBe(true);
  });
});
