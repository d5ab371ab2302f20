import type { exportBasketCsv } from "@frontalier/shared/contracts/baskets";
import type { updateProfileInfo } from "@frontalier/shared/contracts/profile";
import type { endSession, getSession, logout } from "@frontalier/shared/contracts/session";
import type { Session } from "../session/session-types";
import type { EndpointHead, HandReadEndpoint } from "./endpoint-head";
import { readSession } from "./read-session";

/*
 * The endpoints of chunks that must stay free of zod (decision 023): the entry (the session, the
 * header's language switch), the account menu a signed-in shopper sees on every page, and a first
 * visit's pages (the country choice; the flags: `flag-url.ts`). The podium's are in
 * `podium-endpoints.ts` (decision 046), out of the entry. Each is tied to its shared object by type; `schema-free-endpoints.test.ts` compares them at run time too.
 */

/** Spec §4: fetched at start-up; spec §7: never retried (`call` knows it by its path). */
export const sessionFetch: HandReadEndpoint<typeof getSession, Session> = {
  method: "GET",
  path: "/api/_auth/session",
  read: readSession,
};

/**
 * Spec §7 profile update, for the language switch and the country choice: their answer is not
 * read (the session holds what the page shows), so it is not checked either.
 */
export const profileFieldsUpdate: HandReadEndpoint<typeof updateProfileInfo, void> = {
  method: "PUT",
  path: "/api/update-info-profil/:id",
  read: () => undefined,
};

/** Spec §7 logout; the answer is not read (the page leaves for /login). */
export const logoutCall: HandReadEndpoint<typeof logout, void> = {
  method: "POST",
  path: "/api/logout",
  read: () => undefined,
};

/** Spec §7 `DELETE /api/_auth/session`: the session's own end, after the logout. */
export const endSessionCall: HandReadEndpoint<typeof endSession, void> = {
  method: "DELETE",
  path: "/api/_auth/session",
  read: () => undefined,
};

/** A basket as a CSV file (a plain link), from the wishlist API without its contract. */
export const basketCsvHead: EndpointHead<typeof exportBasketCsv> = {
  method: "GET",
  path: "/api/baskets/:id/export.csv",
};
