/**
 * The push endpoints' paths for the service worker (decision 042), which cannot load the
 * contracts (zod would weigh on every worker start): `push-paths.test.ts` holds them to the
 * contracts' own paths.
 */
export const PUSH_PATHS = {
  key: "/api/push/key",
  save: "/api/push/subscription",
  remove: "/api/push/subscription/remove",
  /** The alerts' one-click stop links (the mail's), which a notification's action posts. */
  stopPrefix: "/api/alerts/stop/",
} as const;
