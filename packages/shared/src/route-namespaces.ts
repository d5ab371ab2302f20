import type { RouteId } from "./routes.ts";

/**
 * The translation namespaces each screen uses beyond the start-up ones, for the server to preload
 * with the page asked for. Kept apart from the route table so that none of it is in the browser's
 * first download (the page's own code asks for its namespaces through useTranslation).
 */
export const routeNamespaces: Partial<Record<RouteId, readonly string[]>> = {
  home: ["home"],
  login: ["account", "auth-providers"],
  signup: ["account", "auth-providers"],
  connexion: ["account", "auth-providers"],
  authCallback: ["auth-providers", "errors"],
  authVerifyEmail: ["account"],
  authResetPassword: ["account"],
  selectCountry: ["countries", "picklist"],
  profil: ["account", "countries", "billing", "alerts"],
  profilUpdate: ["account", "countries"],
  wishlist: ["wishlist", "catalogue", "cross-border"],
  wishlistItem: ["wishlist", "catalogue", "cross-border"],
  wishlistShared: ["wishlist", "catalogue", "cross-border"],
  picklist: ["picklist", "countries"],
  picklistList: ["picklist", "countries"],
  podium: ["catalogue", "wishlist", "alerts", "cross-border"],
  productCode: ["catalogue"],
  articleNotFound: ["catalogue"],
  filePdf: ["pdf-import", "errors"],
  scanner: ["scanner"],
  map: ["map"],
  map2: ["map"],
  pay: ["billing"],
  paySandbox: ["billing"],
  subscription: ["billing"],
  paidRequired: ["billing"],
  loginRequired: ["account"],
  newsletterSuccess: ["newsletter"],
  faq: ["support"],
  help: ["help"],
  terms: ["legal"],
  useConditions: ["legal"],
  blockedEmail: ["newsletter"],
  alertStop: ["alerts"],
  test: ["test-pages"],
  testUi: ["test-pages"],
  admin: ["admin"],
};
