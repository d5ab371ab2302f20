import {
  type AlertChannel,
  channelSendsMail,
  channelSendsPush,
} from "@frontalier/shared/contracts/alert-channel";
import type { PushPayload, PushSender } from "../push/push-sender.ts";

export class PushNotDelivered extends Error {
  override name = "PushNotDelivered";
}

/**
 * Sends a fired alert where its owner asked (decision 042). The mail first: when it throws the
 * caller puts the alert's cursor back and nothing went out. Then the push, to each of the
 * profile's subscriptions. A push-only alert goes by mail when the server has no push or the
 * profile no subscription left (every browser revoked it): the shopper asked to be told. When
 * every subscription failed for a passing reason, a push-only alert throws, so that the next run
 * tries again (once per run of the job: no retry storm); with e-mail too, the mail is enough.
 */
export async function deliverAlert(input: {
  channel: AlertChannel;
  profileId: number;
  push: PushSender | undefined;
  sendMail: () => Promise<void>;
  payload: () => PushPayload;
}): Promise<{ mailed: boolean; pushed: number }> {
  const { push } = input;
  const wantsPush = channelSendsPush(input.channel) && push !== undefined;
  const wantsMail = channelSendsMail(input.channel) || !wantsPush;
  if (wantsMail) await input.sendMail();
  if (!wantsPush) return { mailed: true, pushed: 0 };
  const report = await push.sendToProfile(input.profileId, input.payload());
  if (wantsMail || report.delivered > 0) return { mailed: wantsMail, pushed: report.delivered };
  if (report.failed > 0) {
    throw new PushNotDelivered(`no push delivered: ${report.failed} failed`);
  }
  await input.sendMail();
  return { mailed: true, pushed: 0 };
}
