import { getHealth } from "@frontalier/shared/contracts/health";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { RoutePage } from "../components/layout/route-page";
import { Badge } from "../components/ui/badge";
import { Card } from "../components/ui/card";
import { useTranslation } from "../i18n/use-translation";
import { call } from "../lib/api/call";
import { useColorModePreference } from "../lib/color-mode/color-mode";
import { WithQueries } from "../lib/query-client";
import { useSession } from "../lib/session/session-store";
import { useIsMobile } from "../lib/use-media-query";

/** /test: what the running app knows about itself, for support and smoke checks. */
export function Page() {
  return (
    <WithQueries>
      <Diagnostics />
    </WithQueries>
  );
}

function Diagnostics() {
  const { t, i18n } = useTranslation("test-pages");
  const colorMode = useColorModePreference();
  const isMobile = useIsMobile();
  const { user } = useSession();
  const health = useQuery({
    queryKey: ["health"],
    queryFn: ({ signal }) => call(getHealth, { signal }),
  });
  const rows: [string, string][] = [
    [t("diagnostics.build"), __BUILD_ID__],
    [
      t("diagnostics.api"),
      health.data
        ? `${health.data.status} (db ${health.data.db}, v${health.data.version})`
        : health.isError
          ? t("diagnostics.unreachable")
          : "…",
    ],
    [t("diagnostics.language"), i18n.language],
    [t("diagnostics.colorMode"), colorMode],
    [t("diagnostics.layout"), isMobile ? t("diagnostics.mobile") : t("diagnostics.desktop")],
    [t("diagnostics.user"), user ? `${user.firstName} ${user.lastName}` : t("diagnostics.guest")],
  ];
  return (
    <RoutePage id="test">
      <Card>
        <dl className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="font-mono text-sm break-all" data-testid={`diag-${label}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="mt-6 flex gap-3">
        <Badge tone="brand">
          <Link to="/testui">{t("links.ui")}</Link>
        </Badge>
        <Badge tone="brand">
          <Link to="/test-analytics">{t("links.analytics")}</Link>
        </Badge>
      </div>
    </RoutePage>
  );
}
