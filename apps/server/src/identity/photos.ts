import { createHash } from "node:crypto";
import { PHOTO_MAX_BYTES } from "@frontalier/shared/contracts/identity";
import { eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { profilePhotos } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";

/** The type of an image from its first bytes (the data URL's label is the client's word only). */
export function sniffImage(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") {
    return "image/webp";
  }
  return null;
}

/** Saves a profile photo sent as a data URL, or removes it (null: back to the default avatar). */
export async function saveProfilePhoto(db: AppDb, profileId: number, dataUrl: string | null) {
  if (dataUrl === null) {
    await db.delete(profilePhotos).where(eq(profilePhotos.profileId, profileId));
    return;
  }
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  const contentType = sniffImage(bytes);
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError("payload_too_large");
  if (!contentType) throw new AppError("unsupported_media_type");
  const digest = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const row = { profileId, contentType, digest, bytes, updatedAt: new Date() };
  await db
    .insert(profilePhotos)
    .values(row)
    .onConflictDoUpdate({ target: profilePhotos.profileId, set: row });
}

export async function loadProfilePhoto(db: AppDb, profileId: number, digest: string) {
  const [photo] = await db
    .select()
    .from(profilePhotos)
    .where(eq(profilePhotos.profileId, profileId));
  return photo && photo.digest === digest ? photo : null;
}
