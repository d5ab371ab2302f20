/**
 * Whether sending failed because the mail server refused the address for good (an SMTP 5xx
 * reply, RFC 5321 §4.2.1), rather than for a reason that may pass (connection, 4xx).
 */
export function isPermanentRejection(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
