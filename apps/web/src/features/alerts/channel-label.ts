import type { AlertChannel } from "@frontalier/shared/contracts/alert-channel";

/** How an alert of the list reaches the shopper, said beside its rule (decision 042). */
export const channelLabelKey = (channel: AlertChannel) =>
  channel === "push" ? "push.viaPush" : channel === "both" ? "push.viaBoth" : "push.viaEmail";
