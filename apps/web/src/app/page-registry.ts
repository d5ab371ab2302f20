import type { RouteId } from "@frontalier/shared/routes";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export interface PageModule {
  Page: ComponentType;
}

// Every screen is its own lazily loaded chunk (spec §2: "All screens are loaded on demand").
const pageModules = import.meta.glob<PageModule>(["../pages/*.tsx", "!../pages/*.test.tsx"]);

const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const lazyPages = new Map<RouteId, LazyExoticComponent<ComponentType>>();

export function lazyPage(id: RouteId): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(id);
  if (!page) {
    const load = pageModules[`../pages/${kebab(id)}.tsx`];
    if (!load) throw new Error(`No page module for route ${id}`);
    page = lazy(async () => ({ default: (await load()).Page }));
    lazyPages.set(id, page);
  }
  return page;
}
