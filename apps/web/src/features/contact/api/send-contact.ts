import { type ContactRequest, sendContactMessage } from "@frontalier/shared/contracts/support";
import { i18n } from "../../../i18n/i18n";
import { ApiError } from "../../../lib/api/api-error";
import { call } from "../../../lib/api/call";

/** A failed send without a server message: its message is the spec §8 fallback. */
export class ContactError extends Error {
  override name = "ContactError";
}

/**
 * Spec §7 contact. Spec §8: contact rethrows, with the message fallback 'Erreur lors de la mise
 * à jour' when the server gave none (network down, unreadable answer).
 */
export const sendContact = (input: ContactRequest) =>
  call(sendContactMessage, { body: input }).catch((error: unknown) => {
    if (error instanceof ApiError && error.message.trim() !== "") throw error;
    throw new ContactError(i18n.t("support:contact.updateFailed"), { cause: error });
  });
