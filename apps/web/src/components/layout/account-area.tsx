import { LogIn } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useSession } from "../../lib/session/session-store";

// Only signed-in users need the menu, so its code is not part of the first load.
const AccountMenu = lazy(() => import("./account-menu"));

/** Spec §2: a Login button to /connexion, or the avatar dropdown. */
export function AccountArea({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user) {
    return (
      <Suspense
        fallback={<span className="inline-block h-9 w-9 rounded-full bg-[var(--border)]" />}
      >
        <AccountMenu user={user} />
      </Suspense>
    );
  }
  return (
    <Link
      to="/connexion"
      className={cn(
        "inline-flex h-9 items-center gap-2 rounded-full bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong dark:text-[#0b1220]",
        compact && "max-[389px]:px-3",
      )}
      aria-label={compact ? t("header.login") : undefined}
      data-testid="login-button"
    >
      <LogIn size={16} aria-hidden="true" />
      {compact ? null : t("header.login")}
    </Link>
  );
}
