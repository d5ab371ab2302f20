import { call } from "../api/call";

/**
 * At sign-out, this browser stops receiving the shopper's alerts (decision 042): on a shared
 * computer the next person must not see them. The server forgets the subscription while the
 * session still exists, then the browser drops it. Nothing when the browser has none.
 */
export async function forgetPushSubscription(): Promise<void> {
  const registration = await globalThis.navigator?.serviceWorker?.getRegistration("/");
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  const { removePushSubscription } = await import("@frontalier/shared/contracts/push");
  await call(removePushSubscription, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
