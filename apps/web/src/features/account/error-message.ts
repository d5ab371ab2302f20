import type { TFunction } from "../../i18n/i18n-instance";
import { ApiError } from "../../lib/api/api-error";
import { UpdateError } from "./api/update-error";

/** What to tell the user: the server's translated message, the update fallback, or a generic one. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError || error instanceof UpdateError) return error.message;
  return t("errors.unexpected");
}
