import { PUSH_PATHS } from "../lib/api/push-paths";
import { type PushShownMessage, readAlertPush, STOP_ACTION } from "./push-payload";

// The web app's tsconfig has the DOM's types, not a worker's: the few parts used, by hand.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  action: string;
  notification: Notification;
}
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
  postMessage(message: unknown): void;
}
interface PushScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: {
      type: "window";
      includeUncontrolled: boolean;
    }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
  addEventListener(
    type: "pushsubscriptionchange",
    listener: (event: PushSubscriptionChangeEvent) => void,
  ): void;
}

const scope = self as unknown as PushScope;
const origin = scope.location.origin;

const windows = () => scope.clients.matchAll({ type: "window", includeUncontrolled: true });

/** Decision 042: an alert's notification, with its one-tap stop. */
scope.addEventListener("push", (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    return;
  }
  const push = readAlertPush(data, origin);
  if (!push) return;
  event.waitUntil(
    scope.registration
      .showNotification(push.title, {
        body: push.body,
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        // One notification per alert: a newer one replaces it.
        tag: push.alertId,
        data: { url: push.url, stopUrl: push.stopUrl },
        // Chromium reads `actions`; the DOM's NotificationOptions type does not list it yet.
        ...{ actions: [{ action: STOP_ACTION, title: push.stopLabel }] },
      })
      .then(windows)
      .then((pages) => {
        const shown: PushShownMessage = { type: "push-shown", alertId: push.alertId };
        for (const page of pages) page.postMessage(shown);
      }),
  );
});

scope.addEventListener("notificationclick", (event) => {
  const { url, stopUrl } = (event.notification.data ?? {}) as { url?: string; stopUrl?: string };
  event.notification.close();
  if (event.action === STOP_ACTION) {
    // The mail's one-click stop (POST, the token its own proof): the app is not opened.
    if (stopUrl) event.waitUntil(fetch(stopUrl, { method: "POST" }).catch(() => undefined));
    return;
  }
  if (!url) return;
  const target = new URL(url, origin).href;
  event.waitUntil(
    windows().then(async (pages) => {
      const open = pages.find((page) => page.url === target) ?? pages[0];
      if (!open) return scope.clients.openWindow(target);
      await open.focus();
      if (open.url !== target) await open.navigate(target).catch(() => undefined);
    }),
  );
});

/**
 * The browser replaced or dropped the subscription (its push service rotated it): subscribe
 * again with the server's key and tell the server, forgetting the old endpoint. Without a
 * session the server refuses, and the next choice of push in the app subscribes anew.
 */
scope.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      let next = event.newSubscription;
      if (!next) {
        const answer = await fetch(PUSH_PATHS.key);
        const { publicKey } = (await answer.json()) as { publicKey: string | null };
        if (!publicKey) return;
        next = await scope.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: publicKey,
        });
      }
      await fetch(PUSH_PATHS.save, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ endpoint: next.endpoint, keys: next.toJSON().keys }),
      });
      if (old && old.endpoint !== next.endpoint) {
        await fetch(PUSH_PATHS.remove, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ endpoint: old.endpoint }),
        });
      }
    })().catch(() => undefined),
  );
});
