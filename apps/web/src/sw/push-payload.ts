import { PUSH_PATHS } from "../lib/api/push-paths";
/** What the server pushes for a fired alert (apps/server push-sender.ts, decision 042). */
export interface AlertPush {
  title: string;
  body: string;
  url: string;
  alertId: string;
  stopUrl: string;
  stopLabel: string;
}

const MAX_TEXT = 1000;

/**
 * The push's data read as an alert, or null. Only paths on the worker's own origin are kept: a
 * notification never opens, nor posts to, another site whatever the data says.
 */
export function readAlertPush(data: unknown, origin: string): AlertPush | null {
  if (typeof data !== "object" || data === null) return null;
  const value = data as Record<string, unknown>;
  const text = (key: string) =>
    typeof value[key] === "string" && value[key].length <= MAX_TEXT ? value[key] : null;
  const ownPath = (key: string) => {
    const path = text(key);
    if (path === null || !path.startsWith("/") || path.startsWith("//")) return null;
    return new URL(path, origin).origin === origin ? path : null;
  };
  const [title, body, url, alertId, stopUrl, stopLabel] = [
    text("title"),
    text("body"),
    ownPath("url"),
    text("alertId"),
    ownPath("stopUrl"),
    text("stopLabel"),
  ];
  if (title === null || body === null || url === null || alertId === null) return null;
  if (stopUrl === null || !stopUrl.startsWith(PUSH_PATHS.stopPrefix) || stopLabel === null) {
    return null;
  }
  return { title, body, url, alertId, stopUrl, stopLabel };
}

/** The notification's action that stops the alert (its id in `notificationclick`). */
export const STOP_ACTION = "stop-alert";

/** What the worker tells its pages when it showed an alert (the browser test listens). */
export interface PushShownMessage {
  type: "push-shown";
  alertId: string;
}
