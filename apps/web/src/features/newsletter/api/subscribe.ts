import {
  type NewsletterSubscribeRequest,
  subscribeNewsletter,
} from "@frontalier/shared/contracts/newsletter";
import { call } from "../../../lib/api/call";

/** "check-email", or "blocked" for an address we cannot write to. */
export const subscribe = (input: NewsletterSubscribeRequest) =>
  call(subscribeNewsletter, { body: input });
