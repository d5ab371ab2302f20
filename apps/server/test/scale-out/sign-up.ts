import { randomBytes } from "node:crypto";
import { type FakeSmtp, readableMail } from "./fake-smtp.ts";
import { HttpClient } from "./http-client.ts";

/**
 * An IPv6 documentation address (RFC 3849) of this run only. Sent as X-Forwarded-For straight to
 * an instance, it is the address the rate limits count (one trusted hop), so that runs sharing
 * the Redis never add up to a limit.
 */
export const documentationAddress = () =>
  `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;

export interface SignedUp {
  client: HttpClient;
  email: string;
  password: string;
  profileId: number;
  /** The confirmation link as mailed (it points at PUBLIC_URL). */
  link: string;
}

/**
 * A shopper who signs up, reads the confirmation mail, confirms and signs in, all on one instance
 * (`base`). The returned client holds the session cookie, good on every instance.
 */
export async function signUpAndSignIn(options: {
  base: string;
  origin: string;
  smtp: FakeSmtp;
  firstName: string;
}): Promise<SignedUp> {
  const client = new HttpClient({ origin: options.origin, forwardedFor: documentationAddress() });
  const email = `scale-out-${randomBytes(5).toString("hex")}@example.test`;
  const password = `Pass-${randomBytes(9).toString("base64url")}`;
  const fail = (what: string, answer: { status: number; body: unknown }) =>
    new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);

  const guest = await client.get(options.base, "/api/_auth/session");
  if (guest.status !== 200) throw fail("session", guest);
  const signUp = await client.post(options.base, "/api/user-signup", {
    email,
    password,
    sPrenom: options.firstName,
    sPaysFav: "FR",
  });
  if (signUp.status !== 202) throw fail("sign-up", signUp);
  const [mail] = await options.smtp.waitFor(email);
  const link = readableMail(mail?.data ?? "").match(
    /https?:\/\/\S+\/auth\/verify-email\?token=[A-Za-z0-9_-]+/,
  )?.[0];
  const token = link && new URL(link).searchParams.get("token");
  if (!link || !token) throw new Error(`no confirmation link in the mail to ${email}`);
  const confirmed = await client.post(options.base, "/api/auth/verify-email", { token });
  if (confirmed.status !== 200) throw fail("confirm", confirmed);
  const signedIn = await client.post<{ user?: { iProfile: number } }>(
    options.base,
    "/api/auth/login",
    { email, password },
  );
  const profileId = signedIn.body.user?.iProfile;
  if (signedIn.status !== 200 || !profileId) throw fail("sign-in", signedIn);
  return { client, email, password, profileId, link };
}
