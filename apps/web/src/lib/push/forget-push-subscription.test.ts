import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetPushSubscription } from "./forget-push-subscription";

const endpoint = "https://push.example/subscription/abc";

describe("forgetPushSubscription", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("has the server forget this browser's subscription, then drops it", async () => {
    const unsubscribe = vi.fn(async () => true);
    vi.stubGlobal("navigator", {
      ...navigator,
      serviceWorker: {
        getRegistration: async () => ({
          pushManager: { getSubscription: async () => ({ endpoint, unsubscribe }) },
        }),
      },
    });
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ subscriptions: 0 }), {
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await forgetPushSubscription();
    const [input, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(input)).toContain("/api/push/subscription/remove");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ endpoint });
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it("does nothing in a browser without a subscription", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      serviceWorker: { getRegistration: async () => undefined },
    });
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await forgetPushSubscription();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
