import { createHash } from "node:crypto";

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = (attributes: string, name: string): string | undefined => {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`,
    "i",
  ).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
};

const javascriptTypes = /^(?:text|application)\/(?:x-)?(?:java|ecma)script$|^module$|^importmap$/i;

/**
 * HTML §4.12.1: a script whose type is not JavaScript, `module` or `importmap` is a data block
 * (for example our app-config JSON). The browser does not run it, so CSP needs no hash for it.
 */
const isExecuted = (type: string | undefined): boolean =>
  type === undefined || type.trim() === "" || javascriptTypes.test(type.trim());

/** CSP `'sha256-…'` sources for every inline script of `html` the browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(scriptElement)) {
    if (attribute(attributes, "src") !== undefined) continue;
    if (!isExecuted(attribute(attributes, "type"))) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
