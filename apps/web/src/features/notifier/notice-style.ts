import { CircleAlert, CircleCheck, CircleX, Info, type LucideIcon } from "lucide-react";
import type { NoticeKind } from "./notifier-store";

export const noticeIcons: Record<NoticeKind, LucideIcon> = {
  success: CircleCheck,
  error: CircleX,
  warning: CircleAlert,
  info: Info,
};

/** Theme tokens switch to lighter tones in dark mode, keeping 3:1 for the icon and accent. */
export const noticeAccent: Record<NoticeKind, string> = {
  success: "text-success border-l-success",
  error: "text-danger border-l-danger",
  warning: "text-warning border-l-warning",
  info: "text-info border-l-info",
};
