import { expect } from "@playwright/test";

/** Where fake-smtp-server.mjs answers (the same ports as playwright.config.ts). */
const port = Number(process.env.E2E_PORT ?? 4321);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2);
const readerUrl = `http://127.0.0.1:${smtpPort + 1}`;

/** Folded headers unfolded, quoted-printable soft breaks and `=3D` undone: the raw mail, readable. */
const readable = (data: string) =>
  data
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");

/** The newest mail the local SMTP server received for `to`, waited for. */
export async function caughtMail(to: string): Promise<string> {
  let mail = "";
  await expect
    .poll(
      async () => {
        const response = await fetch(`${readerUrl}/mails?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as { data: string }[];
        mail = readable(mails.at(-1)?.data ?? "");
        return mail !== "";
      },
      { message: `a mail to ${to} at the local SMTP server` },
    )
    .toBe(true);
  return mail;
}
