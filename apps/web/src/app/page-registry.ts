import type { RouteId } from "@frontalier/shared/routes";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { i18n } from "../i18n/i18n";

export interface PageModule {
  Page: ComponentType;
}

// Every screen is its own lazily loaded chunk (spec §2: "All screens are loaded on demand").
const pageModules = import.meta.glob<PageModule>(["../pages/*.tsx", "!../pages/*.test.tsx"]);

const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const lazyPages = new Map<RouteId, LazyExoticComponent<ComponentType>>();

/**
 * Pages whose first render formats money and dates (issue 19: the podium, the page most shoppers
 * land on). A page's first Intl formatter loads ICU's data for its language: 17 to 28 ms of main
 * thread on a desktop, four times that on a phone, inside the render that paints the page. One
 * is built while the page's code downloads, when the main thread waits anyway; the page's own
 * formatters then cost a millisecond or two.
 */
const FORMATS_ON_FIRST_PAINT: ReadonlySet<RouteId> = new Set(["podium"]);

const prepareFormats = () => new Intl.NumberFormat(i18n.language).format(0);

function pageModule(id: RouteId): () => Promise<PageModule> {
  const load = pageModules[`../pages/${kebab(id)}.tsx`];
  if (!load) throw new Error(`No page module for route ${id}`);
  return load;
}

/** The page's module, loaded once its screen is first shown. */
export function loadPage(id: RouteId): Promise<{ default: ComponentType }> {
  const load = pageModule(id);
  if (FORMATS_ON_FIRST_PAINT.has(id)) setTimeout(prepareFormats, 0);
  return load().then((module) => ({ default: module.Page }));
}

export function lazyPage(id: RouteId): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(id);
  if (!page) {
    pageModule(id);
    page = lazy(() => loadPage(id));
    lazyPages.set(id, page);
  }
  return page;
}
