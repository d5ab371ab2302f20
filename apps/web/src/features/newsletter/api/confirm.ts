import { confirmNewsletter } from "@frontalier/shared/contracts/newsletter";
import { call } from "../../../lib/api/call";

/** The token of the mailed link; the consent is recorded. */
export const confirmSubscription = (token: string) => call(confirmNewsletter, { body: { token } });
