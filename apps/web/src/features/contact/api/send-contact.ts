import { type ContactRequest, contactResponseSchema } from "@frontalier/shared/contracts/support";
import { i18n } from "../../../i18n/i18n";
import { ApiError, apiRequest } from "../../../lib/api-client";

/** A failed send without a server message: its message is the spec §8 fallback. */
export class ContactError extends Error {
  override name = "ContactError";
}

/**
 * `POST /api/contact` (spec §7). Spec §8: contact rethrows, with the message fallback 'Erreur
 * lors de la mise à jour' when the server gave none (network down, unreadable answer).
 */
export const sendContact = (input: ContactRequest) =>
  apiRequest("/api/contact", { method: "POST", body: input, schema: contactResponseSchema }).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.message.trim() !== "") throw error;
      throw new ContactError(i18n.t("support:contact.updateFailed"), { cause: error });
    },
  );
