import { FileText, Heart, House, ScanLine } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useWishlistLink, wishlistHref } from "../../lib/session/use-wishlist-link";

type Section = "home" | "scanner" | "pdf" | "wishlist";

/** Which bottom-bar icon the current path highlights (spec §2). */
export function activeSection(pathname: string, search: string): Section | null {
  const tab = new URLSearchParams(search).get("tab");
  if (pathname === "/") return tab === "scanner" ? "scanner" : tab === "pdf" ? "pdf" : "home";
  if (pathname.startsWith("/scanner")) return "scanner";
  if (pathname.startsWith("/file-pdf") || pathname.startsWith("/upload")) return "pdf";
  if (pathname.startsWith("/wishlist")) return "wishlist";
  return null;
}

/** Spec §2: on mobile, a bottom bar with home, scanner, PDF import and wishlist. */
export function MobileBar() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const active = activeSection(pathname, search);
  const wishlist = wishlistHref(useWishlistLink());
  const navigate = useNavigate();
  // /scanner is the scanner overlay: a second tap closes it, back to where it was opened.
  const closeScanner = (event: React.MouseEvent) => {
    event.preventDefault();
    if ((window.history.state?.idx ?? 0) > 0) navigate(-1);
    else navigate("/", { replace: true });
  };
  const items = [
    { id: "home", to: "/", label: t("mobileBar.home"), Icon: House },
    { id: "scanner", to: "/scanner", label: t("mobileBar.scanner"), Icon: ScanLine },
    { id: "pdf", to: "/file-pdf", label: t("mobileBar.pdf"), Icon: FileText },
    { id: "wishlist", to: wishlist, label: t("mobileBar.wishlist"), Icon: Heart },
  ] as const;
  return (
    <nav
      aria-label={t("mobileBar.label")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-[var(--border)] bg-[var(--surface)] pb-[env(safe-area-inset-bottom)]"
      data-testid="mobile-bar"
    >
      <ul className="grid h-16 grid-cols-4">
        {items.map(({ id, to, label, Icon }) => (
          <li key={id}>
            <Link
              to={to}
              onClick={id === "scanner" && pathname === "/scanner" ? closeScanner : undefined}
              aria-current={active === id ? "page" : undefined}
              className={cn(
                "flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium text-[var(--text-muted)]",
                active === id && "text-brand",
              )}
            >
              <Icon size={22} aria-hidden="true" strokeWidth={active === id ? 2.5 : 2} />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
