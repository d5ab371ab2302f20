import { extractArticleCode } from "./article-code.ts";

/**
 * Every screen of spec §2, in one table shared by the web router (lazy routes, layouts, titles,
 * route checks) and the server (HTTP 404 for paths no route serves).
 */
export type LayoutName = "auth" | "default" | "old" | "none";

export type RouteParams = Record<string, string | undefined>;

export interface RouteDef {
  /** Stable id: the page module name in apps/web and the i18n key `routes.<id>`. */
  id: RouteId;
  path: string;
  layout: LayoutName;
  /** Spec §5: a route may carry its own check; a failed check gives 404 'Page Not Found: {path}'. */
  check?: (params: RouteParams) => boolean;
  /** Test pages are kept out of search engines. */
  noindex?: boolean;
}

const positiveInt = /^[1-9]\d{0,17}$/;

export const isPositiveIntParam = (value: string | undefined): boolean =>
  value !== undefined && positiveInt.test(value);

/** An unguessable token in a path (share links, sandbox checkouts, alert stop links). */
const isTokenParam = (p: RouteParams): boolean => /^[A-Za-z0-9_-]{20,64}$/.test(p.token ?? "");

const isArticleCodeParam = (value: string | undefined): boolean =>
  value !== undefined && extractArticleCode(value) !== null;

export const routeIds = [
  "home",
  "login",
  "signup",
  "connexion",
  "authCallback",
  "authVerifyEmail",
  "authResetPassword",
  "selectCountry",
  "profil",
  "profilUpdate",
  "wishlist",
  "wishlistItem",
  "wishlistShared",
  "picklist",
  "picklistList",
  "podium",
  "oldPodium",
  "productCode",
  "articleNotFound",
  "filePdf",
  "scanner",
  "map",
  "map2",
  "pay",
  "paySandbox",
  "subscription",
  "paidRequired",
  "loginRequired",
  "newsletterSuccess",
  "faq",
  "help",
  "terms",
  "useConditions",
  "blockedEmail",
  "alertStop",
  "test",
  "testUi",
  "testAnalytics",
  "admin",
] as const;

export type RouteId = (typeof routeIds)[number];

export const routes: readonly RouteDef[] = [
  { id: "home", path: "/", layout: "default" },
  { id: "login", path: "/login", layout: "auth" },
  { id: "signup", path: "/signup", layout: "auth" },
  { id: "connexion", path: "/connexion", layout: "old" },
  {
    id: "authCallback",
    path: "/auth/callback",
    layout: "auth",
  },
  // Where the links of our e-mails land (paths under /auth/ skip the guest redirect, spec §4).
  { id: "authVerifyEmail", path: "/auth/verify-email", layout: "auth" },
  {
    id: "authResetPassword",
    path: "/auth/reset-password",
    layout: "auth",
  },
  {
    id: "selectCountry",
    path: "/select-country",
    layout: "none",
  },
  { id: "profil", path: "/profil", layout: "default" },
  {
    id: "profilUpdate",
    path: "/profil/update-profil",
    layout: "default",
  },
  {
    id: "profilUpdate",
    path: "/profil/update/update-profile",
    layout: "default",
  },
  {
    id: "profilUpdate",
    path: "/profil/update/:iprofile",
    layout: "default",
    check: (p) => isPositiveIntParam(p.iprofile),
  },
  { id: "wishlist", path: "/wishlist", layout: "default" },
  // /wishlist/{icode}, /wishlist/{icodebackup} and /wishlist/{iBasket}?index= share one shape.
  {
    id: "wishlistItem",
    path: "/wishlist/:icode",
    layout: "default",
    check: (p) => isPositiveIntParam(p.icode) || isArticleCodeParam(p.icode),
  },
  // A read-only wishlist behind its owner's share link (brief §4).
  {
    id: "wishlistShared",
    path: "/wishlist/shared/:token",
    layout: "default",
    noindex: true,
    check: isTokenParam,
  },
  { id: "picklist", path: "/picklist", layout: "default" },
  {
    id: "picklistList",
    path: "/picklist/:iBasket/:iList",
    layout: "default",
    check: (p) => isPositiveIntParam(p.iBasket) && /^[A-Za-z0-9,]{1,200}$/.test(p.iList ?? ""),
  },
  // /podium/{icode} and the legacy {icodeOld}, {icodeOldd} forms share one shape.
  {
    id: "podium",
    path: "/podium/:icode",
    layout: "default",
    check: (p) => isArticleCodeParam(p.icode),
  },
  { id: "oldPodium", path: "/oldpodium", layout: "old" },
  { id: "productCode", path: "/product-code", layout: "default" },
  {
    id: "articleNotFound",
    path: "/article-not-found",
    layout: "default",
  },
  { id: "filePdf", path: "/file-pdf", layout: "default" },
  {
    id: "filePdf",
    path: "/file-pdf/upload-pdf",
    layout: "default",
  },
  { id: "filePdf", path: "/upload", layout: "default" },
  { id: "scanner", path: "/scanner", layout: "default" },
  { id: "map", path: "/map", layout: "default" },
  { id: "map2", path: "/map2", layout: "default" },
  // The billing pages load their namespace themselves: the route table is in the first download.
  { id: "pay", path: "/pay", layout: "default" },
  // The sandbox payment provider's checkout (brief §5: no Stripe key, no real money).
  { id: "paySandbox", path: "/pay/sandbox/:token", layout: "default", check: isTokenParam },
  { id: "subscription", path: "/subscription", layout: "default" },
  { id: "paidRequired", path: "/PaidRequired", layout: "default" },
  { id: "paidRequired", path: "/PaidRequired/backup", layout: "default" },
  { id: "loginRequired", path: "/loginRequired", layout: "default" },
  {
    id: "loginRequired",
    path: "/loginRequired/bakupp",
    layout: "default",
  },
  {
    id: "newsletterSuccess",
    path: "/newsletter/success",
    layout: "default",
  },
  { id: "faq", path: "/faq", layout: "default" },
  { id: "help", path: "/help", layout: "default" },
  { id: "terms", path: "/terms", layout: "default" },
  { id: "useConditions", path: "/use-conditions", layout: "default" },
  // Spelled so in the service we reproduce (spec §2).
  { id: "blockedEmail", path: "/bocked-email", layout: "default" },
  // The one-click stop link of the price-drop alert mails.
  { id: "alertStop", path: "/alerts/stop/:token", layout: "default", check: isTokenParam },
  { id: "test", path: "/test", layout: "default", noindex: true },
  { id: "testUi", path: "/testui", layout: "default", noindex: true },
  { id: "testAnalytics", path: "/test-analytics", layout: "default", noindex: true },
  // Issue 27: for accounts with the admin role (the API refuses the others); no link in the nav.
  { id: "admin", path: "/admin", layout: "default", noindex: true },
];

export type RouteMatch =
  | { kind: "ok"; route: RouteDef; params: RouteParams }
  | { kind: "check-failed"; route: RouteDef; params: RouteParams }
  | { kind: "none" };

const segments = (path: string): string[] => path.split("/").filter((s) => s.length > 0);

function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(":")) {
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w.toLowerCase() !== g.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/**
 * Resolves a pathname the way the web router does (case-insensitive, static segments before
 * parameters), so the server can answer 404 for the same paths the app renders as not found.
 */
export function matchRoute(pathname: string): RouteMatch {
  const ranked = [...routes].sort((a, b) => dynamicCount(a.path) - dynamicCount(b.path));
  for (const route of ranked) {
    const params = matchPattern(route.path, pathname);
    if (!params) continue;
    if (route.check && !route.check(params)) return { kind: "check-failed", route, params };
    return { kind: "ok", route, params };
  }
  return { kind: "none" };
}

const dynamicCount = (path: string): number =>
  segments(path).filter((s) => s.startsWith(":")).length;
