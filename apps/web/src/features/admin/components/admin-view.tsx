import { Alert } from "../../../components/ui/alert";
import { useTranslation } from "../../../i18n/use-translation";
import { useSession } from "../../../lib/session/session-store";
import { BreakersSection } from "./breakers-section";
import { ContactMessagesSection } from "./contact-messages-section";
import { FeedImportsSection } from "./feed-imports-section";
import { JobsSection } from "./jobs-section";
import { StoreRefreshesSection } from "./store-refreshes-section";

/**
 * /admin (issue 27): what an operator checks, one table each. An account without the role is
 * told how it is granted, and nothing is asked of the server (which would answer 403).
 */
export function AdminView() {
  const { t } = useTranslation("admin");
  const { user } = useSession();
  if (!user?.admin) return <Alert tone="warning" title={t("forbidden")} />;
  return (
    <div className="space-y-6" data-testid="admin-view">
      <FeedImportsSection />
      <StoreRefreshesSection />
      <JobsSection />
      <ContactMessagesSection />
      <BreakersSection />
    </div>
  );
}
