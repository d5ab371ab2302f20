import { z } from "zod";

/** Where an alert goes (decision 042): by e-mail, as a notification on the shopper's devices, or both. */
export const ALERT_CHANNELS = ["email", "push", "both"] as const;

export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const alertChannelSchema = z.enum(ALERT_CHANNELS);

export const channelSendsPush = (channel: AlertChannel) => channel !== "email";

export const channelSendsMail = (channel: AlertChannel) => channel !== "push";
