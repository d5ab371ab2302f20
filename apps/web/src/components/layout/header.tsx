import { Flag, Mail, MapPinned } from "lucide-react";
import { NavLink, useLocation } from "react-router";
import { appConfig } from "../../config/app-config";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { SectionLink } from "../../lib/navigation/section-link";
import { useSession } from "../../lib/session/session-store";
import { useWishlistLink } from "../../lib/session/use-wishlist-link";
import { useIsMobile } from "../../lib/use-media-query";
import { AccountArea } from "./account-area";
import { BrandLogo } from "./brand-logo";
import { ColorModeToggle } from "./color-mode-toggle";
import { LanguageSwitcher } from "./language-switcher";
import { SocialLinks } from "./social-links";

const navShape = "inline-flex h-10 items-center rounded-full px-3 text-sm font-semibold";
const navItem = `${navShape} text-[var(--text)] hover:bg-[var(--surface-muted)]`;

/** Spec §2: fixed header; a full one on desktop, a compact one on mobile. */
export function Header() {
  const isMobile = useIsMobile();
  return (
    <header
      className="fixed inset-x-0 top-0 z-40"
      data-testid="site-header"
      data-variant={isMobile ? "mobile" : "desktop"}
    >
      {isMobile ? <MobileHeader /> : <DesktopHeader />}
    </header>
  );
}

function DesktopHeader() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const wishlistLink = useWishlistLink();
  // `/picklist` opens the current basket's list: a link for whoever has one (spec §6's profile).
  const hasBasket = useSession().profile !== null;
  const sectionLink = (id: string, label: string, highlighted = false) => (
    <SectionLink
      section={id}
      className={cn(
        highlighted ? `${navShape} bg-badge text-[#111] hover:bg-[#f5cf00]` : navItem,
        pathname === "/" && hash === `#${id}` && !highlighted && "bg-[var(--surface-muted)]",
      )}
    >
      {label}
    </SectionLink>
  );
  return (
    <>
      <div className="bg-brand text-white dark:bg-[#0b2a57]">
        <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-4 px-4">
          <a
            href={`mailto:${appConfig.contactEmail}`}
            className="inline-flex items-center gap-2 rounded text-sm hover:underline"
            aria-label={t("header.contact", { email: appConfig.contactEmail })}
          >
            <Mail size={16} aria-hidden="true" />
            {appConfig.contactEmail}
          </a>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <ColorModeToggle />
            <SocialLinks />
          </div>
        </div>
      </div>
      <div className="border-b border-[var(--border)] bg-[var(--surface)]/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4">
          <BrandLogo />
          <nav aria-label={t("header.mainNav")} className="flex items-center gap-1">
            <SectionLink
              className={cn(navItem, pathname === "/" && !hash && "bg-[var(--surface-muted)]")}
              aria-current={pathname === "/" ? "page" : undefined}
            >
              {t("header.nav.home")}
            </SectionLink>
            {wishlistLink && (
              <NavLink
                to={wishlistLink}
                className={({ isActive }) => cn(navItem, isActive && "bg-[var(--surface-muted)]")}
              >
                {t("header.nav.wishlist")}
              </NavLink>
            )}
            {hasBasket && (
              <NavLink
                to="/picklist"
                className={({ isActive }) => cn(navItem, isActive && "bg-[var(--surface-muted)]")}
                data-testid="header-picklist"
              >
                {t("header.nav.picklist")}
              </NavLink>
            )}
            <NavLink
              to="/file-pdf"
              className={({ isActive }) => cn(navItem, isActive && "bg-[var(--surface-muted)]")}
            >
              {t("header.nav.project")}
            </NavLink>
            {/* Below 1024 px the row is already full (the help links the map). */}
            <NavLink
              to="/map"
              title={t("routes.map.title")}
              className={({ isActive }) =>
                cn(navItem, "max-lg:hidden", isActive && "bg-[var(--surface-muted)]")
              }
              data-testid="header-store-map"
            >
              {t("header.nav.map")}
            </NavLink>
            {sectionLink("newsletter-section", t("header.nav.newsletter"))}
            {sectionLink("abonnement-section", t("header.nav.subscription"), true)}
          </nav>
          <AccountArea />
        </div>
      </div>
    </>
  );
}

function MobileHeader() {
  const { t } = useTranslation();
  const hasBasket = useSession().profile !== null;
  return (
    <div className="border-b border-[var(--border)] bg-[var(--surface)]/95 backdrop-blur">
      {/* Narrower than 390 px the icons close up (28 px wide, the social ones 24 px below 360 px:
          WCAG 2.5.8's minimum target, each 32 px high) so that the map icon and the sign-in both
          stay on a 320 px screen. */}
      <div className="flex h-14 items-center justify-between gap-1 px-2 max-[359px]:px-1">
        <BrandLogo compact />
        <div className="flex items-center gap-0.5 max-[389px]:gap-0">
          <LanguageSwitcher compact />
          <ColorModeToggle compact />
          <SocialLinks compact />
          <NavLink
            to="/map"
            aria-label={t("routes.map.title")}
            title={t("routes.map.title")}
            data-testid="header-store-map"
            className={({ isActive }) =>
              cn(
                "inline-flex h-10 w-10 items-center justify-center rounded-full text-[var(--text)] hover:bg-[var(--surface-muted)] max-[399px]:w-8 max-[389px]:w-7",
                isActive && "bg-[var(--surface-muted)]",
              )
            }
          >
            <MapPinned size={18} aria-hidden="true" />
          </NavLink>
          {hasBasket && (
            <NavLink
              to="/picklist"
              aria-label={t("header.nav.picklist")}
              title={t("header.nav.picklist")}
              data-testid="header-picklist"
              className={({ isActive }) =>
                cn(
                  "inline-flex h-10 w-10 items-center justify-center rounded-full text-[var(--text)] hover:bg-[var(--surface-muted)] max-[389px]:w-7",
                  isActive && "bg-[var(--surface-muted)]",
                )
              }
            >
              <Flag size={18} aria-hidden="true" />
            </NavLink>
          )}
          <AccountArea compact />
        </div>
      </div>
    </div>
  );
}
