import { CircleAlert, CircleCheck, CircleX, Info, type LucideIcon } from "lucide-react";
import type { NoticeKind } from "./notifier-store";

export const noticeIcons: Record<NoticeKind, LucideIcon> = {
  success: CircleCheck,
  error: CircleX,
  warning: CircleAlert,
  info: Info,
};

// The theme lightens these tokens in dark mode, so icon and accent keep 3:1 on both surfaces.
export const noticeText: Record<NoticeKind, string> = {
  success: "text-success",
  error: "text-danger",
  warning: "text-warning",
  info: "text-info",
};

export const noticeBorderLeft: Record<NoticeKind, string> = {
  success: "border-l-success",
  error: "border-l-danger",
  warning: "border-l-warning",
  info: "border-l-info",
};

export const noticeBorderTop: Record<NoticeKind, string> = {
  success: "border-t-success",
  error: "border-t-danger",
  warning: "border-t-warning",
  info: "border-t-info",
};
