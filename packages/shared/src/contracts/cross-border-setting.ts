import { z } from "zod";
import { MAX_TRAVELLERS } from "../cross-border/setting.ts";

/** Issue 25: the cross-border setting in force, as the profile and the session answer it. */
export const crossBorderSettingSchema = z.object({
  carryHome: z.boolean(),
  travellers: z.number().int().min(1).max(MAX_TRAVELLERS),
  splitPurchases: z.boolean(),
});

/** A change of it (in the profile update): each part left as it is when absent. */
export const crossBorderUpdateSchema = crossBorderSettingSchema.partial().strict();
