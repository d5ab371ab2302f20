import { expect } from "@playwright/test";

/** Where fake-smtp-server.mjs answers (the same ports as playwright.config.ts). */
const port = Number(process.env.E2E_PORT ?? 4321);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2);
const readerUrl = `http://127.0.0.1:${smtpPort + 1}`;

/** A mail as the local SMTP server decoded it (see fake-smtp-server.mjs). */
export interface CaughtMail {
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  /** The text/plain part, decoded, with \n line ends. */
  text: string;
  /** Header names in lower case, values unfolded and decoded. */
  headers: Record<string, string>;
  /** The message as it came over the wire. */
  data: string;
}

/**
 * The mails the local SMTP server has received for `to` (for anyone when undefined), oldest
 * first. Read there, not from the server's development outbox: that answers only requests made
 * straight to the server, and the tests' come through a stand-in proxy (fixtures.ts).
 */
export async function mailsTo(to: string | undefined): Promise<CaughtMail[]> {
  const query = to === undefined ? "" : `?to=${encodeURIComponent(to)}`;
  const response = await fetch(`${readerUrl}/mails${query}`);
  expect(response.ok, `the mail catcher answered ${response.status}`).toBe(true);
  return (await response.json()) as CaughtMail[];
}

/** The newest mail to `to` (to anyone when undefined) that `matches` accepts, waited for. */
export async function waitForMail(
  to: string | undefined,
  matches: (mail: CaughtMail) => boolean = () => true,
  description = to === undefined ? "the mail" : `a mail to ${to}`,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).findLast(matches);
        return found !== undefined;
      },
      { message: `${description} at the local SMTP server` },
    )
    .toBe(true);
  return found!;
}
