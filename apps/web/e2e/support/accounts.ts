import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A new address each time: tests share one server and its database. */
export const newAccount = (firstName = "Camille", lastName = "Durand"): TestAccount => ({
  email: `e2e-${randomUUID().slice(0, 12)}@example.test`,
  password: "une phrase assez longue",
  firstName,
  lastName,
});

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The path and query of the newest `/auth/…` link mailed to `email`, read from the development
 * outbox (loopback only, as the e2e server is).
 */
export async function mailedLink(
  page: Page,
  email: string,
  kind: "verify-email" | "reset-password",
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get("/api/dev/outbox");
        const { mails } = (await response.json()) as { mails: OutboxMail[] };
        const pattern = new RegExp(`https?://\\S+(/auth/${kind}\\?token=[\\w-]+)`);
        for (const mail of mails) {
          const match = mail.to === email ? pattern.exec(mail.text) : null;
          if (match) {
            link = match[1];
            return true;
          }
        }
        return false;
      },
      { message: `a ${kind} mail to ${email}` },
    )
    .toBe(true);
  return link!;
}

/** Signs up and confirms through the API: the page's context is then signed in. */
export async function createSignedInAccount(page: Page, account = newAccount()) {
  const signup = await page.request.post("/api/user-signup", {
    data: {
      email: account.email,
      password: account.password,
      sPrenom: account.firstName,
      sNom: account.lastName,
      sPaysFav: "FR",
      sPaysLangue: "FR/FR",
    },
  });
  expect(signup.status()).toBe(202);
  const link = await mailedLink(page, account.email, "verify-email");
  const token = new URL(link, "http://x").searchParams.get("token");
  const verified = await page.request.post("/api/auth/verify-email", { data: { token } });
  expect(verified.ok()).toBe(true);
  return account;
}
