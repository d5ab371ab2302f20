import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { waitForMail } from "./mail-catcher";

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

/**
 * The path and query of the newest `/auth/…` link mailed to `email`, read from the local SMTP
 * server that catches the app's mail.
 */
export async function mailedLink(
  email: string,
  kind: "verify-email" | "reset-password",
): Promise<string> {
  const pattern = new RegExp(`https?://\\S+(/auth/${kind}\\?token=[\\w-]+)`);
  const mail = await waitForMail(
    email,
    (mail) => pattern.test(mail.text),
    `a ${kind} mail to ${email}`,
  );
  return pattern.exec(mail.text)![1]!;
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
  const link = await mailedLink(account.email, "verify-email");
  const token = new URL(link, "http://x").searchParams.get("token");
  const verified = await page.request.post("/api/auth/verify-email", { data: { token } });
  expect(verified.ok()).toBe(true);
  return account;
}
