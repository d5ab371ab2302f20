import {
  accountDeletionSchema,
  passwordChangeSchema,
  photoUploadSchema,
  profileListUpdateSchema,
  profileUpdateSchema,
} from "@frontalier/shared/contracts/identity";
import { isEuropeanCountry, languageOf } from "@frontalier/shared/identity";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { profiles } from "../../../db/schema.ts";
import { AppError } from "../../../http/app-error.ts";
import type { OwnedId } from "../../../http/owned-ids.ts";
import { parseInput } from "../../../http/parse-input.ts";
import { requestLocale } from "../../../http/request-locale.ts";
import { putHomeFirst } from "../../../identity/baskets.ts";
import { exportProfile } from "../../../identity/export-profile.ts";
import type { Identity, Profile } from "../../../identity/identity.ts";
import { hashPassword, passwordProblem, verifyPassword } from "../../../identity/passwords.ts";
import { loadProfilePhoto, saveProfilePhoto } from "../../../identity/photos.ts";
import { presentProfileInfo } from "../../../identity/present.ts";
import { revokeProfileSessions } from "../../../identity/sessions.ts";
import { authLimits } from "../../../rate-limit/auth-limits.ts";
import { knownCodes } from "../picklist/picklist-routes.ts";

const profileParam: readonly OwnedId[] = [{ in: "params", name: "id", kind: "profile" }];
const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const photoParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  digest: z.string().regex(/^[0-9a-f]{16}$/),
});

/** Spec §7 profile calls and the profile page's actions (password, devices, export, deletion). */
export async function profileRoutes(app: FastifyInstance, { identity }: { identity: Identity }) {
  const { db } = identity;

  const info = async (profile: Profile) =>
    presentProfileInfo(db, profile, await identity.basketOf(profile));

  /** The requester's profile when `:id` is theirs; any other id is 404, as for a missing one. */
  async function ownProfile(request: FastifyRequest) {
    const actor = await identity.requireProfile(request);
    const { id } = parseInput(idParams, request.params);
    if (id !== actor.profile.id) {
      throw new AppError("not_found", { message: `profile ${id} is not the requester's` });
    }
    return actor;
  }

  app.get("/api/get-info-profil", async (request, reply) => {
    const actor = await identity.requireProfile(request);
    reply.header("cache-control", "no-store");
    return info(actor.profile);
  });

  app.put(
    "/api/update-info-profil/:id",
    { config: { ownedIds: profileParam } },
    async (request, reply) => {
      const actor = await ownProfile(request);
      const input = parseInput(profileUpdateSchema, request.body ?? {});
      if (input.sPaysFav !== undefined && !isEuropeanCountry(input.sPaysFav)) {
        throw new AppError("unknown_country");
      }
      if (input.sPaysLangue !== undefined && !languageOf(input.sPaysLangue)) {
        throw new AppError("validation_failed", {
          issues: [{ path: "sPaysLangue", message: "the language is not one we offer" }],
        });
      }
      const [profile] = await db
        .update(profiles)
        .set({
          firstName: input.sPrenom,
          lastName: input.sNom,
          countryLanguage: input.sPaysLangue,
          homeCountry: input.sPaysFav,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, actor.profile.id))
        .returning();
      if (!profile) throw new AppError("not_found");
      if (input.sPaysFav !== undefined) await putHomeFirst(db, profile.id, input.sPaysFav);
      if (profile.kind === "guest") await identity.setGuestCookies(reply, profile);
      return info(profile);
    },
  );

  app.put(
    "/api/profile/update-list/:id",
    { config: { ownedIds: profileParam } },
    async (request) => {
      const actor = await ownProfile(request);
      const { sListPays } = parseInput(profileListUpdateSchema, request.body ?? {});
      const countries = [...new Set(knownCodes(sListPays))];
      const [profile] = await db
        .update(profiles)
        .set({ favouriteCountries: countries, updatedAt: new Date() })
        .where(eq(profiles.id, actor.profile.id))
        .returning();
      if (!profile) throw new AppError("not_found");
      return info(profile);
    },
  );

  app.put("/api/profile/photo", { bodyLimit: 400_000 }, async (request) => {
    const actor = await identity.requireUser(request);
    const { photo } = parseInput(photoUploadSchema, request.body ?? {});
    await saveProfilePhoto(db, actor.profile.id, photo);
    return info(actor.profile);
  });

  // Public on purpose, like any avatar: the address holds a digest of the image, not guessable.
  app.get(
    "/api/profile-photos/:id/:digest",
    { config: { publicIds: true } },
    async (request, reply) => {
      const { id, digest } = parseInput(photoParams, request.params);
      const photo = await loadProfilePhoto(db, id, digest);
      if (!photo) throw new AppError("not_found");
      return reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .type(photo.contentType)
        .send(photo.bytes);
    },
  );

  app.post("/api/profile/password", async (request, reply) => {
    const actor = await identity.requireUser(request);
    await identity.limit(reply, [
      { rule: authLimits.passwordChangePerProfile, key: String(actor.profile.id) },
    ]);
    const input = parseInput(passwordChangeSchema, request.body ?? {});
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
    await db
      .update(profiles)
      .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
      .where(eq(profiles.id, profile.id));
    await revokeProfileSessions(db, profile.id, actor.sessionTokenHash);
    await identity.mail(profile, "passwordChanged", requestLocale(request), {
      resetLink: identity.link("/login?reset=1"),
    });
    return reply.code(204).send();
  });

  app.post("/api/profile/sign-out-others", async (request, reply) => {
    const actor = await identity.requireUser(request);
    await revokeProfileSessions(db, actor.profile.id, actor.sessionTokenHash);
    return reply.code(204).send();
  });

  app.get("/api/profile/export", async (request, reply) => {
    const actor = await identity.requireProfile(request);
    const data = await exportProfile(db, actor.profile);
    return reply
      .header("cache-control", "no-store")
      .header(
        "content-disposition",
        `attachment; filename="frontalier-profile-${actor.profile.id}.json"`,
      )
      .send(data);
  });

  app.delete("/api/profile", async (request, reply) => {
    const actor = await identity.requireProfile(request);
    const input = parseInput(accountDeletionSchema, request.body ?? {});
    if (
      actor.profile.passwordHash &&
      !(await verifyPassword(actor.profile.passwordHash, input.password ?? ""))
    ) {
      throw new AppError("invalid_credentials");
    }
    await db.delete(profiles).where(eq(profiles.id, actor.profile.id));
    await identity.signOut(request, reply);
    return reply.code(204).send();
  });
}
