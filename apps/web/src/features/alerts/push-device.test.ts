import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("./api/push-api", () => ({ savePushSubscription: vi.fn(async () => undefined) }));

import { savePushSubscription } from "./api/push-api";
import { sameKey, subscribeThisDevice } from "./push-device";

const bytes = (...values: number[]) => new Uint8Array(values).buffer;
// base64url of the bytes 0xfb 0xff 0xbf: "-_-_" shows the URL-safe alphabet is compared.
const KEY = "-_-_";

function browserWith(existing: { key: ArrayBuffer | null } | null) {
  const unsubscribe = vi.fn(async () => true);
  const subscribe = vi.fn(async () => subscription("new"));
  function subscription(name: string, key: ArrayBuffer | null = bytes(0xfb, 0xff, 0xbf)) {
    return {
      endpoint: `https://push.example/${name}`,
      options: { applicationServerKey: key },
      unsubscribe,
      toJSON: () => ({ keys: { p256dh: "p", auth: "a" } }),
    };
  }
  const registration = {
    pushManager: {
      getSubscription: async () => (existing ? subscription("old", existing.key) : null),
      subscribe,
    },
  };
  vi.stubGlobal("Notification", { requestPermission: async () => "granted" });
  vi.stubGlobal("navigator", {
    serviceWorker: { register: async () => registration, ready: Promise.resolve(registration) },
  });
  return { unsubscribe, subscribe };
}

describe("subscribing this browser to pushes (decision 042)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(savePushSubscription).mockClear();
  });

  it("compares a subscription's raw key with the server's base64url key", () => {
    expect(sameKey(bytes(0xfb, 0xff, 0xbf), KEY)).toBe(true);
    expect(sameKey(bytes(0xfb, 0xff, 0xbe), KEY)).toBe(false);
    expect(sameKey(bytes(0xfb, 0xff), KEY)).toBe(false);
  });

  it("keeps a subscription made for the server's key", async () => {
    const browser = browserWith({ key: bytes(0xfb, 0xff, 0xbf) });
    expect(await subscribeThisDevice(KEY)).toBe("subscribed");
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(savePushSubscription).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: "https://push.example/old" }),
    );
  });

  it("replaces one made for an earlier key pair, which the push service would refuse", async () => {
    const browser = browserWith({ key: bytes(1, 2, 3) });
    expect(await subscribeThisDevice(KEY)).toBe("subscribed");
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: KEY,
    });
    expect(savePushSubscription).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: "https://push.example/new" }),
    );
  });
});
