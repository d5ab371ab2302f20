import { z } from "zod";

/**
 * The public allow-list of server configuration, injected by the server into index.html as a
 * JSON script (no extra round trip, nothing executable). Defaults keep the dev server working.
 */
const appConfigSchema = z.object({
  brandName: z.string().default("Frontalier"),
  contactEmail: z.string().default("contact@frontalier.eu"),
  social: z
    .object({
      facebook: z.string(),
      instagram: z.string(),
      pinterest: z.string(),
      youtube: z.string(),
    })
    .default({
      facebook: "https://www.facebook.com/frontalier",
      instagram: "https://www.instagram.com/frontalier",
      pinterest: "https://www.pinterest.com/frontalier",
      youtube: "https://www.youtube.com/@frontalier",
    }),
  analytics: z.object({ scriptUrl: z.string(), id: z.string().nullish() }).nullish(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

export function readAppConfig(doc: Document = document): AppConfig {
  const raw = doc.getElementById("app-config")?.textContent;
  try {
    return appConfigSchema.parse(raw ? JSON.parse(raw) : {});
  } catch {
    return appConfigSchema.parse({});
  }
}

export const appConfig: AppConfig = readAppConfig();
