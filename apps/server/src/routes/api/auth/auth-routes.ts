import {
  type CheckEmailResponse,
  confirmPasswordReset,
  logIn,
  requestPasswordReset,
  signUp,
  verifyEmail,
} from "@frontalier/shared/contracts/identity";
import {
  endSession,
  getSession,
  logout,
  type SignedInResponse,
} from "@frontalier/shared/contracts/session";
import { languageOf } from "@frontalier/shared/identity";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { requestLocale } from "../../../http/request-locale.ts";
import { route } from "../../../http/route.ts";
import {
  findAccountByEmail,
  findProfile,
  markEmailVerified,
  resetAccountPassword,
} from "../../../identity/accounts.ts";
import {
  consumeEmailToken,
  issueEmailToken,
  voidEmailTokens,
} from "../../../identity/email-tokens.ts";
import type { Identity, Profile } from "../../../identity/identity.ts";
import { hashPassword, passwordProblem, verifyPassword } from "../../../identity/passwords.ts";
import { photoUrl, presentSessionProfile, presentUser } from "../../../identity/present.ts";
import { registerSignUp } from "../../../identity/sign-up.ts";
import type { LinkTo } from "../../../links/links.ts";
import type { SendAccountMail } from "../../../mail/account-mail.ts";
import { authLimits } from "../../../rate-limit/auth-limits.ts";
import type { RateLimiter } from "../../../rate-limit/rate-limiter.ts";

const checkEmail: CheckEmailResponse = { status: "check-email" };

/**
 * Accounts: spec §7 session, logout and sign-up calls, plus sign-in, e-mail checks and password
 * reset. Answers never tell whether an address has an account.
 */
export async function authRoutes(
  app: FastifyInstance,
  {
    identity,
    limiter,
    link,
    mail,
  }: { identity: Identity; limiter: RateLimiter; link: LinkTo; mail: SendAccountMail },
) {
  const { db } = identity;

  route(app, getSession, { newGuest: true }, async ({ reply, actor }) => {
    reply.header("cache-control", "no-store");
    const basket = await identity.basketOf(actor.profile);
    const user =
      actor.kind === "user"
        ? presentUser(actor.profile, await photoUrl(db, actor.profile.id))
        : null;
    return { user, profile: presentSessionProfile(actor.profile, basket) };
  });

  const signOut = async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
    await identity.signOut(request, reply);
  };
  route(app, endSession, signOut);
  route(app, logout, signOut);

  route(app, signUp, async ({ request, reply, body: input }) => {
    await limiter.limit(reply, [
      { rule: authLimits.signupPerIp, key: request.ip },
      { rule: authLimits.signupPerEmail, key: input.email },
    ]);
    if (passwordProblem(input.password, [input.email, input.sPrenom, input.sNom])) {
      throw new AppError("weak_password");
    }
    // Hashed whatever happens next, so that every answer takes as long.
    const passwordHash = await hashPassword(input.password);
    const actor = await identity.actor(request);
    const guest = actor.kind === "guest" ? actor.profile : null;
    const outcome = await registerSignUp(db, {
      email: input.email,
      passwordHash,
      firstName: input.sPrenom,
      lastName: input.sNom,
      countryLanguage: input.sPaysLangue ?? guest?.countryLanguage ?? null,
      homeCountry: input.sPaysFav ?? guest?.homeCountry ?? null,
      favouriteCountries: guest?.favouriteCountries ?? null,
      guestId: guest?.id ?? null,
    });
    const locale = languageOf(input.sPaysLangue) ?? requestLocale(request);
    if (outcome.kind === "taken") {
      await mail(outcome.account, "signupExisting", locale, {
        loginLink: link("/login"),
        resetLink: link("/login?reset=1"),
      });
    } else if (outcome.kind === "contested") {
      await mail(outcome.account, "signupContested", locale, {
        link: link(`/auth/reset-password?token=${outcome.token}`),
      });
    } else {
      await mail(outcome.account, "verifyEmail", locale, {
        link: link(`/auth/verify-email?token=${outcome.token}`),
      });
    }
    reply.code(202);
    return checkEmail;
  });

  /** Every attempt counts, a malformed token too: the limit comes before the input is read. */
  const limitTokens = async ({
    request,
    reply,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
  }) => limiter.limit(reply, [{ rule: authLimits.tokenPerIp, key: request.ip }]);

  route(app, verifyEmail, { guard: limitTokens }, async ({ request, reply, body: { token } }) => {
    const profileId = await consumeEmailToken(db, token, "verify_email");
    const account = await markEmailVerified(db, profileId);
    if (!account) throw new AppError("invalid_token");
    return signedIn(request, reply, account);
  });

  route(app, logIn, async ({ request, reply, body: input }) => {
    await limiter.limit(reply, [
      { rule: authLimits.loginPerIp, key: request.ip },
      { rule: authLimits.loginPerEmail, key: input.email },
    ]);
    const account = await findAccountByEmail(db, input.email);
    const valid = await verifyPassword(account?.passwordHash ?? null, input.password);
    if (!account || !valid) throw new AppError("invalid_credentials");
    if (!account.emailVerifiedAt) {
      const token = await issueEmailToken(db, account.id, "verify_email");
      await mail(account, "verifyEmail", requestLocale(request), {
        link: link(`/auth/verify-email?token=${token}`),
      });
      throw new AppError("email_not_verified");
    }
    return signedIn(request, reply, account);
  });

  route(app, requestPasswordReset, async ({ request, reply, body: { email } }) => {
    await limiter.limit(reply, [
      { rule: authLimits.resetPerIp, key: request.ip },
      { rule: authLimits.resetPerEmail, key: email },
    ]);
    const account = await findAccountByEmail(db, email);
    if (account) {
      const token = await issueEmailToken(db, account.id, "reset_password");
      await mail(account, "resetPassword", requestLocale(request), {
        link: link(`/auth/reset-password?token=${token}`),
      });
    }
    reply.code(202);
    return checkEmail;
  });

  route(
    app,
    confirmPasswordReset,
    { guard: limitTokens },
    async ({ request, reply, body: input }) => {
      const profileId = await consumeEmailToken(db, input.token, "reset_password");
      const current = await findProfile(db, profileId);
      if (!current) throw new AppError("invalid_token");
      if (
        passwordProblem(input.password, [current.email ?? "", current.firstName, current.lastName])
      ) {
        throw new AppError("weak_password");
      }
      const account = await resetAccountPassword(db, current, await hashPassword(input.password));
      if (!account) throw new AppError("invalid_token");
      // The address is proved and the password chosen: confirmation links have nothing left to do.
      await voidEmailTokens(db, account.id, "verify_email");
      await identity.revokeAll(account.id);
      return signedIn(request, reply, account);
    },
  );

  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    account: Profile,
  ): Promise<SignedInResponse> {
    if (account.pendingGuestId !== null) await identity.mergePending(account);
    await identity.signIn(request, reply, account.id);
    reply.header("cache-control", "no-store");
    return { user: presentUser(account, await photoUrl(db, account.id)) };
  }
}
