import type { RouteId } from "@frontalier/shared/routes";
import type { ComponentType } from "react";

export interface PageModule {
  Page: ComponentType;
}

// Every screen is its own lazily loaded chunk (spec §2: "All screens are loaded on demand").
const pageModules = import.meta.glob<PageModule>("../pages/*.tsx");

const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function loadPage(id: RouteId): () => Promise<PageModule> {
  const load = pageModules[`../pages/${kebab(id)}.tsx`];
  if (!load) throw new Error(`No page module for route ${id}`);
  return load;
}
