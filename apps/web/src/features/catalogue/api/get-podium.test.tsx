import type { PodiumResponse } from "@frontalier/shared/contracts/podium";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { call } from "../../../lib/api/call";
import { type PodiumInput, usePodium } from "./get-podium";

vi.mock("../../../lib/api/call", () => ({ call: vi.fn() }));

/** Only what the hook passes along: which answer is which. */
const answer = (code: string, travellers: number) =>
  ({ article: { code }, carryHome: { travellers }, pending: [] }) as unknown as PodiumResponse;

const input = (code: string, travellers: number): PodiumInput => ({
  params: { code },
  query: { home: "CH", travellers: String(travellers) },
});

/** Each call waits for the test to answer it. */
const pending: { input: PodiumInput; resolve(value: PodiumResponse): void }[] = [];

beforeEach(() => {
  pending.length = 0;
  vi.mocked(call).mockReset();
  vi.mocked(call).mockImplementation(
    (_endpoint, given) =>
      new Promise((resolve) => pending.push({ input: given as PodiumInput, resolve })) as never,
  );
});

function renderPodium(first: PodiumInput) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ at }: { at: PodiumInput }) => usePodium(at), {
    wrapper,
    initialProps: { at: first },
  });
}

describe("usePodium (issues 19 and 25)", () => {
  it("keeps the last ranking of the article, marked as placeholder, while other travellers are asked", async () => {
    const hook = renderPodium(input("10101010", 1));
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.resolve(answer("10101010", 1));
    await waitFor(() => expect(hook.result.current.data).toEqual(answer("10101010", 1)));

    hook.rerender({ at: input("10101010", 2) });
    await waitFor(() => expect(pending).toHaveLength(2));
    // No loader: the one-traveller ranking stays until the new one comes.
    expect(hook.result.current.data).toEqual(answer("10101010", 1));
    expect(hook.result.current.isPlaceholderData).toBe(true);

    pending[1]!.resolve(answer("10101010", 2));
    await waitFor(() => expect(hook.result.current.data).toEqual(answer("10101010", 2)));
    expect(hook.result.current.isPlaceholderData).toBe(false);
  });

  it("never shows another article's ranking as this one's", async () => {
    const hook = renderPodium(input("10101010", 1));
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.resolve(answer("10101010", 1));
    await waitFor(() => expect(hook.result.current.data).toBeDefined());

    hook.rerender({ at: input("20202020", 1) });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(hook.result.current.data).toBeUndefined();
    expect(hook.result.current.isPlaceholderData).toBe(false);
  });
});
