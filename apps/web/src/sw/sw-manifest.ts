/** What the build tells its service worker (apps/web/build/service-worker.ts). */
export interface SwManifest {
  buildId: string;
  /** The shell's and the offline pages' files, as absolute paths. */
  precache: string[];
  /** Each language's translation files, precached when a page says it runs in that language. */
  locales: Record<string, string[]>;
}

/** A page asks its worker to keep its language's translations (decision 041). */
export interface PrecacheLocaleMessage {
  type: "precache-locale";
  lang: string;
}

export const isPrecacheLocaleMessage = (data: unknown): data is PrecacheLocaleMessage =>
  typeof data === "object" &&
  data !== null &&
  (data as { type?: unknown }).type === "precache-locale" &&
  typeof (data as { lang?: unknown }).lang === "string";
