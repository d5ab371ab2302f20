import {
  changePassword,
  deleteProfile,
  exportProfileData,
  getProfileInfo,
  getProfilePhoto,
  profileIdParamsSchema,
  signOutOtherDevices,
  updateProfileCountries,
  updateProfileInfo,
  updateProfilePhoto,
} from "@frontalier/shared/contracts/profile";
import { homeCountryOf, isEuropeanCountry, languageOf } from "@frontalier/shared/identity";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { putHomeFirst } from "../../../baskets/baskets.ts";
import { knownCountryCodes } from "../../../baskets/known-countries.ts";
import { AppError } from "../../../http/app-error.ts";
import { parseInput } from "../../../http/parse-input.ts";
import { requestLocale } from "../../../http/request-locale.ts";
import { route } from "../../../http/route.ts";
import { exportProfile } from "../../../identity/export-profile.ts";
import type { Identity, Profile } from "../../../identity/identity.ts";
import { hashPassword, passwordProblem, verifyPassword } from "../../../identity/passwords.ts";
import { loadProfilePhoto, saveProfilePhoto } from "../../../identity/photos.ts";
import { presentProfileInfo } from "../../../identity/present.ts";
import {
  deleteProfile as deleteProfileRow,
  setFavouriteCountries,
  setPasswordHash,
  updateProfileChoices,
} from "../../../identity/profiles.ts";
import { revokeProfileSessions } from "../../../identity/sessions.ts";
import type { LinkTo } from "../../../links/links.ts";
import type { SendAccountMail } from "../../../mail/account-mail.ts";
import { authLimits } from "../../../rate-limit/auth-limits.ts";
import type { RateLimiter } from "../../../rate-limit/rate-limiter.ts";

/** Spec §7 profile calls and the profile page's actions (password, devices, export, deletion). */
export async function profileRoutes(
  app: FastifyInstance,
  {
    identity,
    limiter,
    link,
    mail,
  }: { identity: Identity; limiter: RateLimiter; link: LinkTo; mail: SendAccountMail },
) {
  const { db } = identity;

  const info = async (profile: Profile) =>
    presentProfileInfo(db, profile, await identity.basketOf(profile));

  /** `:id` must be the requester's profile (another is a 404, as a missing one), body unread. */
  const ownProfile = {
    guard: async ({ request, actor }: { request: FastifyRequest; actor: { profile: Profile } }) => {
      const { id } = parseInput(profileIdParamsSchema, request.params);
      if (id !== actor.profile.id) {
        throw new AppError("not_found", { message: `profile ${id} is not the requester's` });
      }
    },
  };

  route(app, getProfileInfo, async ({ reply, actor }) => {
    reply.header("cache-control", "no-store");
    return info(actor.profile);
  });

  route(app, updateProfileInfo, ownProfile, async ({ reply, actor, body: input }) => {
    if (input.sPaysFav !== undefined && !isEuropeanCountry(input.sPaysFav)) {
      throw new AppError("unknown_country");
    }
    if (input.sPaysLangue !== undefined && !languageOf(input.sPaysLangue)) {
      throw new AppError("validation_failed", {
        issues: [{ path: "sPaysLangue", message: "the language is not one we offer" }],
      });
    }
    const profile = await updateProfileChoices(db, actor.profile.id, {
      firstName: input.sPrenom,
      lastName: input.sNom,
      countryLanguage: input.sPaysLangue,
      homeCountry: input.sPaysFav,
      ...input.crossBorder,
      familyMember: input.familyMember,
    });
    if (!profile) throw new AppError("not_found");
    if (input.sPaysFav !== undefined) {
      await putHomeFirst(db, profile.id, input.sPaysFav, {
        home: homeCountryOf(actor.profile),
        favourites: actor.profile.favouriteCountries,
      });
    }
    if (profile.kind === "guest") await identity.setGuestCookies(reply, profile);
    return info(profile);
  });

  route(app, updateProfileCountries, ownProfile, async ({ actor, body: { sListPays } }) => {
    const countries = [...new Set(knownCountryCodes(sListPays))];
    const profile = await setFavouriteCountries(db, actor.profile.id, countries);
    if (!profile) throw new AppError("not_found");
    return info(profile);
  });

  route(app, updateProfilePhoto, { bodyLimit: 400_000 }, async ({ actor, body: { photo } }) => {
    await saveProfilePhoto(db, actor.profile.id, photo);
    return info(actor.profile);
  });

  // Public on purpose, like any avatar: the address holds a digest of the image, not guessable.
  route(app, getProfilePhoto, async ({ reply, params: { id, digest } }) => {
    const photo = await loadProfilePhoto(db, id, digest);
    if (!photo) throw new AppError("not_found");
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .type(photo.contentType)
      .send(photo.bytes);
  });

  // Every attempt counts, a malformed one too: the limit comes before the input is read.
  const limitPasswordChanges = {
    guard: async ({ reply, actor }: { reply: FastifyReply; actor: { profile: Profile } }) =>
      limiter.limit(reply, [
        { rule: authLimits.passwordChangePerProfile, key: String(actor.profile.id) },
      ]),
  };

  route(app, changePassword, limitPasswordChanges, async ({ request, actor, body: input }) => {
    const { profile } = actor;
    if (
      profile.passwordHash &&
      !(await verifyPassword(profile.passwordHash, input.currentPassword ?? ""))
    ) {
      throw new AppError("invalid_credentials");
    }
    if (
      passwordProblem(input.newPassword, [profile.email ?? "", profile.firstName, profile.lastName])
    ) {
      throw new AppError("weak_password");
    }
    await setPasswordHash(db, profile.id, await hashPassword(input.newPassword));
    await revokeProfileSessions(db, profile.id, actor.sessionTokenHash);
    await mail(profile, "passwordChanged", requestLocale(request), {
      resetLink: link("/login?reset=1"),
    });
  });

  route(app, signOutOtherDevices, async ({ actor }) => {
    await revokeProfileSessions(db, actor.profile.id, actor.sessionTokenHash);
  });

  route(app, exportProfileData, async ({ reply, actor }) => {
    const data = await exportProfile(db, actor.profile);
    return reply
      .header("cache-control", "no-store")
      .header(
        "content-disposition",
        `attachment; filename="frontalier-profile-${actor.profile.id}.json"`,
      )
      .send(data);
  });

  route(app, deleteProfile, async ({ request, reply, actor, body: input }) => {
    if (
      actor.profile.passwordHash &&
      !(await verifyPassword(actor.profile.passwordHash, input.password ?? ""))
    ) {
      throw new AppError("invalid_credentials");
    }
    await deleteProfileRow(db, actor.profile.id);
    await identity.signOut(request, reply);
  });
}
