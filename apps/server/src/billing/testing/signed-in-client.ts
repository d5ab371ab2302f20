import type { FastifyInstance } from "fastify";
import { CookieClient } from "../../../test/cookie-client.ts";
import type { Mailer } from "../../mail/mailer.ts";

const PASSWORD = "a long enough passphrase";

/** A browser signed in to a new, confirmed account (through the mailed link, as a person would). */
export async function signedInClient(
  app: FastifyInstance,
  mailer: Mailer,
  email: string,
  ip = "198.51.100.40",
): Promise<{ client: CookieClient; profileId: number }> {
  const client = new CookieClient(app, ip);
  await client.get("/api/_auth/session");
  const signup = await client.post("/api/user-signup", {
    email,
    password: PASSWORD,
    sPrenom: "Camille",
    sNom: "Martin",
    sPaysFav: "FR",
    sPaysLangue: "FR/EN",
  });
  if (signup.statusCode !== 202) throw new Error(`sign-up answered ${signup.statusCode}`);
  const mail = mailer
    .outbox()
    .filter((sent) => sent.to === email)
    .at(-1);
  const token = /verify-email\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
  const verified = await client.post("/api/auth/verify-email", { token });
  if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.statusCode}`);
  const session = (await client.get("/api/_auth/session")).json();
  return { client, profileId: session.user.iProfile };
}
