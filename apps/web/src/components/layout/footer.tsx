import { Link } from "react-router";
import { appConfig } from "../../config/app-config";
import { useTranslation } from "../../i18n/use-translation";
import { SectionLink } from "../../lib/navigation/section-link";
import { useWishlistLink, wishlistHref } from "../../lib/session/use-wishlist-link";
import { BrandMark } from "./brand-logo";
import { SocialLinks } from "./social-links";

const linkClass =
  "rounded text-sm text-[var(--text-muted)] hover:text-[var(--text)] hover:underline";

/**
 * Spec §2: the desktop footer. The cookie settings belong to the consent feature, which the shell
 * hands in: layout pieces sit below the features and import none.
 */
export function Footer({ onOpenCookieSettings }: { onOpenCookieSettings: () => void }) {
  const { t } = useTranslation();
  const wishlist = wishlistHref(useWishlistLink());
  const year = new Date().getFullYear();
  return (
    <footer
      className="border-t border-[var(--border)] bg-[var(--surface-muted)]"
      data-testid="site-footer"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="space-y-3">
          <div className="flex items-center gap-2">
            <BrandMark />
            <span className="text-xl font-extrabold">{appConfig.brandName}</span>
            <span className="rounded bg-badge px-2 py-0.5 text-xs font-bold text-[#111]">
              {t("brand.badge")}
            </span>
          </div>
          <p className="max-w-sm text-sm text-[var(--text-muted)]">{t("footer.description")}</p>
          <p className="max-w-sm text-xs text-[var(--text-muted)]">
            {t("brand.notAffiliated", { brand: appConfig.brandName })}
          </p>
        </div>
        <FooterColumn title={t("footer.features.title")}>
          <Link to="/?tab=scanner" className={linkClass}>
            {t("footer.features.scan")}
          </Link>
          <Link to="/?tab=pdf" className={linkClass}>
            {t("footer.features.pdf")}
          </Link>
          <Link to={wishlist} className={linkClass}>
            {t("footer.features.wishlist")}
          </Link>
          {/* Every page at every width reaches the store map (the header has no room for it
              between 769 and 1023 px). */}
          <Link to="/map" className={linkClass} data-testid="footer-store-map">
            {t("routes.map.title")}
          </Link>
          <Link to="/subscription" className={linkClass}>
            {t("footer.features.premium")}
          </Link>
        </FooterColumn>
        <FooterColumn title={t("footer.support.title")}>
          <Link to="/faq" className={linkClass}>
            {t("footer.support.faq")}
          </Link>
          <Link to="/help" className={linkClass}>
            {t("footer.support.help")}
          </Link>
          <SectionLink section="contact-section" className={linkClass}>
            {t("footer.support.contact")}
          </SectionLink>
        </FooterColumn>
        <FooterColumn title={t("footer.legal.title")}>
          <Link to="/terms" className={linkClass}>
            {t("footer.legal.terms")}
          </Link>
          <Link to="/use-conditions" className={linkClass}>
            {t("footer.legal.useConditions")}
          </Link>
          <button type="button" onClick={onOpenCookieSettings} className={`${linkClass} text-left`}>
            {t("footer.legal.cookies")}
          </button>
        </FooterColumn>
      </div>
      <div className="border-t border-[var(--border)]">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-4 sm:flex-row">
          <p className="text-sm text-[var(--text-muted)]">
            {t("footer.copyright", { year, brand: appConfig.brandName })}
          </p>
          <SocialLinks className="text-[var(--text-muted)]" />
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{title}</h2>
      <ul className="space-y-2">
        {(Array.isArray(children) ? children : [children]).map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static list
          <li key={index}>{child}</li>
        ))}
      </ul>
    </nav>
  );
}
