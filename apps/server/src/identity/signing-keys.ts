/**
 * Keys that sign what the browser or a mail keeps (issue 27): the first signs, every one is
 * accepted, so that a new key can be put first and the old one kept behind it until what it
 * signed has gone (guest cookies, links in mails already sent), then removed.
 */
export interface SigningKeys {
  readonly sign: string;
  readonly verify: readonly string[];
}

/** A single key (a test, the generated one) or a list, newest first. */
export type KeyInput = string | SigningKeys;

export const signingKeys = (keys: readonly string[]): SigningKeys => {
  const [sign] = keys;
  if (sign === undefined) throw new Error("at least one signing key is needed");
  return { sign, verify: [...new Set(keys)] };
};

export const keysOf = (input: KeyInput): SigningKeys =>
  typeof input === "string" ? signingKeys([input]) : input;

/** A list setting: keys separated by commas (or spaces), newest first. */
export const parseKeyList = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((key) => key.trim())
    .filter((key) => key.length > 0);
