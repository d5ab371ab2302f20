import { Link } from "react-router";
import { Card } from "../../../components/ui/card";
import { useTranslation } from "../../../i18n/use-translation";
import { useSession } from "../../../lib/session/session-store";

/** On the profile page of an account with the admin role: the way to /admin (not in the nav). */
export function AdminLink() {
  const { user } = useSession();
  if (!user?.admin) return null;
  return <AdminLinkCard />;
}

// Apart, so that the admin namespace is only fetched for admins.
function AdminLinkCard() {
  const { t } = useTranslation("admin");
  return (
    <Card className="space-y-1 p-6" data-testid="admin-link">
      <Link to="/admin" className="text-lg font-bold underline">
        {t("profileLink")}
      </Link>
      <p className="text-sm text-[var(--text-muted)]">{t("profileLinkLead")}</p>
    </Card>
  );
}
