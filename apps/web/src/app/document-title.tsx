import { matchRoute } from "@frontalier/shared/routes";
import { useLocation } from "react-router";
import { appConfig } from "../config/app-config";
import { useTranslation } from "../i18n/use-translation";
import { useTitleOverride } from "./title-override";

/** Spec §1: the page title is the product name; other pages prefix their own title. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const override = useTitleOverride();
  const match = matchRoute(pathname);
  const route = match.kind === "ok" ? match.route : null;
  const pageTitle =
    override?.title ?? (route && route.id !== "home" ? t(`routes.${route.id}.title`) : null);
  const title = pageTitle ? `${pageTitle} · ${appConfig.brandName}` : appConfig.brandName;
  return (
    <>
      <title>{title}</title>
      {(route?.noindex || override?.noindex) && <meta name="robots" content="noindex, nofollow" />}
    </>
  );
}
