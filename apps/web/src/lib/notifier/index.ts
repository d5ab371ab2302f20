export { NotifierHost } from "./notifier-host";
export {
  type ConfirmOptions,
  confirm,
  MAX_TOASTS,
  type NoticeKind,
  notifierStore,
  notify,
  type ReportOptions,
  report,
  type ToastOptions,
} from "./notifier-store";
export {
  REPORT_SUCCESS_TIMEOUT_MS,
  REPORT_TIMEOUT_MS,
  reportTimeout,
  TOAST_TIMEOUT_MS,
} from "./timing";
