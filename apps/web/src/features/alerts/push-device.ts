import { savePushSubscription } from "./api/push-api";

/** Whether this browser can show pushed notifications (a worker, PushManager, Notification). */
export const pushSupported = (): boolean =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

export type PushPermission = "granted" | "denied" | "default";

export const pushPermission = (): PushPermission =>
  pushSupported() ? Notification.permission : "denied";

/**
 * Subscribes this browser to the server's pushes and saves the subscription (decision 042). Asks
 * the permission, so it runs on the shopper's own action (saving an alert that asks for push).
 * The service worker is registered here if the offline mode has not done it yet: it is the one
 * that receives the pushes.
 */
export async function subscribeThisDevice(publicKey: string): Promise<"subscribed" | "denied"> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  // One made for an earlier key pair (the server's keys were changed) is refused by the push
  // service for every push: replace it.
  if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  const { keys } = subscription.toJSON();
  await savePushSubscription({
    endpoint: subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" },
  });
  return "subscribed";
}

/** Whether a subscription's key (raw bytes) is the server's public key (base64url). */
export function sameKey(subscribed: ArrayBuffer | null | undefined, publicKey: string): boolean {
  if (!subscribed) return true;
  const bytes = new Uint8Array(subscribed);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const encoded = btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return encoded === publicKey.replace(/=+$/, "");
}
