import type { RouteId } from "@frontalier/shared/routes";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { appConfig } from "../config/app-config";
import type { RouteHandle } from "./router";
import { useTitleOverride } from "./title-override";

/** Spec §1: the page title is the product name; other pages prefix their own title. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.routeId)
    ?.handle as RouteHandle | undefined;
  const override = useTitleOverride();
  const id: RouteId | undefined = handle?.routeId;
  const pageTitle = override ?? (id && id !== "home" ? t(`routes.${id}.title`) : null);
  const title = pageTitle ? `${pageTitle} · ${appConfig.brandName}` : appConfig.brandName;
  return (
    <>
      <title>{title}</title>
      {(handle?.noindex || override) && <meta name="robots" content="noindex, nofollow" />}
    </>
  );
}
