import { homeCountryOf } from "@frontalier/shared/identity";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type Basket, currentBasket } from "../baskets/baskets.ts";
import type { AppDb } from "../db/open-database.ts";
import { profiles } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import {
  type CookiePolicy,
  clearedCookieOptions,
  GUEST_BASKET_COOKIE,
  GUEST_PROFILE_COOKIE,
  guestCookieOptions,
  SESSION_COOKIE,
  serverCookies,
  sessionCookieOptions,
} from "./cookies.ts";
import { createGuest, decodeGuestCookie, encodeGuestCookie, findGuest } from "./guests.ts";
import { mergeGuestIntoUser } from "./merge-guest.ts";
import { createSession, findSession, revokeProfileSessions, revokeSession } from "./sessions.ts";
import type { KeyInput } from "./signing-keys.ts";

export type Profile = typeof profiles.$inferSelect;

/** Who is asking: an account with its session, a guest, or nobody yet (no cookie). */
export type Actor =
  | { kind: "user"; profile: Profile; sessionTokenHash: string }
  | { kind: "guest"; profile: Profile }
  | { kind: "anonymous" };

export interface IdentityOptions {
  db: AppDb;
  /** The cookie-signing keys, read when first needed (so that the app starts with the database down). */
  secret: () => Promise<KeyInput>;
  /** The keys of links in mails (unsubscribe); the cookie keys when absent. */
  mailKeys?: () => Promise<KeyInput>;
  cookies: CookiePolicy;
  sessionTtlMs: number;
}

const ACTOR = Symbol("actor");

type RequestWithActor = FastifyRequest & { [ACTOR]?: Promise<Actor> };

/** Sessions, guests and their cookies: the one place that decides who a request comes from. */
export class Identity {
  constructor(private readonly options: IdentityOptions) {}

  get db(): AppDb {
    return this.options.db;
  }

  /** The keys that sign cookies (the guest cookie, a provider sign-in's state). */
  secret(): Promise<KeyInput> {
    return this.options.secret();
  }

  /** The keys that sign links in mails (unsubscribe), apart from the cookies' so that each rotates alone. */
  mailKeys(): Promise<KeyInput> {
    return (this.options.mailKeys ?? this.options.secret)();
  }

  /** Whether the cookies this server sets are `Secure` (production). */
  get cookiePolicy(): CookiePolicy {
    return this.options.cookies;
  }

  /** The actor of a request, resolved once per request and only when a route asks. */
  actor(request: FastifyRequest): Promise<Actor> {
    const carrier = request as RequestWithActor;
    carrier[ACTOR] ??= this.resolve(request);
    return carrier[ACTOR];
  }

  private async resolve(request: FastifyRequest): Promise<Actor> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await findSession(this.db, token);
      if (session) {
        return { kind: "user", profile: session.profile, sessionTokenHash: session.tokenHash };
      }
    }
    const cookie = request.cookies[GUEST_PROFILE_COOKIE];
    const guest = cookie ? decodeGuestCookie(await this.options.secret(), cookie) : null;
    if (guest) {
      const profile = await findGuest(this.db, guest.profileId);
      if (profile) return { kind: "guest", profile };
    }
    return { kind: "anonymous" };
  }

  /** The requester's profile; a first visit gets a guest profile and its cookies (spec §4). */
  async profileOrNewGuest(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Actor & { profile: Profile }> {
    const actor = await this.actor(request);
    if (actor.kind !== "anonymous") return actor;
    const profile = await createGuest(this.db);
    const guest: Actor & { profile: Profile } = { kind: "guest", profile };
    (request as RequestWithActor)[ACTOR] = Promise.resolve(guest);
    await this.setGuestCookies(reply, profile);
    return guest;
  }

  /** The requester's profile, or 401 when the request carries none (a client that skipped the session call). */
  async requireProfile(request: FastifyRequest): Promise<Actor & { profile: Profile }> {
    const actor = await this.actor(request);
    if (actor.kind === "anonymous") {
      throw new AppError("unauthorized", { message: "no session and no guest profile" });
    }
    return actor;
  }

  async requireUser(request: FastifyRequest): Promise<Extract<Actor, { kind: "user" }>> {
    const actor = await this.actor(request);
    if (actor.kind !== "user") throw new AppError("unauthorized", { message: "sign-in required" });
    return actor;
  }

  /** The current basket of a profile (made when it has none). */
  basketOf(profile: Profile): Promise<Basket> {
    return currentBasket(this.db, profile, homeCountryOf(profile));
  }

  /** Keeps the GuestProfile and GuestBasket cookies in step with the guest's profile. */
  async setGuestCookies(reply: FastifyReply, profile: Profile): Promise<void> {
    const basket = await this.basketOf(profile);
    const options = guestCookieOptions(this.options.cookies);
    reply.setCookie(
      GUEST_PROFILE_COOKIE,
      encodeGuestCookie(await this.options.secret(), {
        profileId: profile.id,
        basketId: basket.id,
        countryLanguage: profile.countryLanguage,
        homeCountry: profile.homeCountry,
      }),
      options,
    );
    reply.setCookie(GUEST_BASKET_COOKIE, String(basket.id), options);
  }

  /**
   * Signs `userId` in on this browser: a new session (never the one the browser brought, against
   * fixation), the guest's baskets moved to the account, the guest cookies dropped.
   */
  async signIn(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const previous = await this.actor(request);
    const oldToken = request.cookies[SESSION_COOKIE];
    if (oldToken) await revokeSession(this.db, oldToken);
    if (previous.kind === "guest") {
      await mergeGuestIntoUser(this.db, { guestId: previous.profile.id, userId });
    }
    const { token } = await createSession(this.db, {
      profileId: userId,
      ttlMs: this.options.sessionTtlMs,
      userAgent: request.headers["user-agent"],
    });
    reply.setCookie(
      SESSION_COOKIE,
      token,
      sessionCookieOptions(this.options.cookies, this.options.sessionTtlMs),
    );
    this.clearCookies(reply, [GUEST_PROFILE_COOKIE, GUEST_BASKET_COOKIE]);
    delete (request as RequestWithActor)[ACTOR];
  }

  /** Ends this browser's session and clears every cookie the server set. */
  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await revokeSession(this.db, token);
    this.clearCookies(reply, serverCookies);
  }

  clearCookies(reply: FastifyReply, names: readonly string[]): void {
    for (const name of names) reply.clearCookie(name, clearedCookieOptions(this.options.cookies));
  }

  /** Signs the profile out on every device. */
  async revokeAll(profileId: number): Promise<void> {
    await revokeProfileSessions(this.db, profileId);
  }

  /** The guest who signed up moves into the account once its address is confirmed. */
  async mergePending(account: Profile): Promise<void> {
    if (account.pendingGuestId === null) return;
    await mergeGuestIntoUser(this.db, { guestId: account.pendingGuestId, userId: account.id });
    await this.db.update(profiles).set({ pendingGuestId: null }).where(eq(profiles.id, account.id));
  }
}
