import { i18n } from "../../../i18n/i18n";
import { ApiError } from "../../../lib/api/api-error";

/** A failed update without a server message: its message is the spec §8 fallback. */
export class UpdateError extends Error {
  override name = "UpdateError";
}

/**
 * Spec §8: profile update, list update and sign-up rethrow, with the message fallback 'Erreur
 * lors de la mise à jour' when there is no server message (network down, unreadable answer).
 */
export function rethrowUpdateError(error: unknown): never {
  if (error instanceof ApiError && error.message.trim() !== "") throw error;
  throw new UpdateError(i18n.t("account:errors.updateFailed"), { cause: error });
}
