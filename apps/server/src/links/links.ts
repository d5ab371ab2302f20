import type { Config } from "../config/load-config.ts";

/** An absolute address on this site, for mails, share links and providers' redirects. */
export type LinkTo = (path: string) => string;

/** Links on PUBLIC_URL, or on this server in development (mails must carry whole addresses). */
export function linksFor(config: Pick<Config, "publicUrl" | "port">): LinkTo {
  const base = config.publicUrl ?? `http://localhost:${config.port}`;
  return (path) => new URL(path, base).toString();
}
