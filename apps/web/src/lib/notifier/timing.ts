import type { NoticeKind } from "./notifier-store";

/** Spec §4/§9: toasts auto-close after 5000 ms (paused while hovered or focused). */
export const TOAST_TIMEOUT_MS = 5000;
/** Spec §8: reports close themselves after 1500 ms for success, 1000 ms otherwise. */
export const REPORT_SUCCESS_TIMEOUT_MS = 1500;
export const REPORT_TIMEOUT_MS = 1000;

export const reportTimeout = (kind: NoticeKind): number =>
  kind === "success" ? REPORT_SUCCESS_TIMEOUT_MS : REPORT_TIMEOUT_MS;
