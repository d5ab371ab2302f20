import { routeIds } from "@frontalier/shared/routes";
import { describe, expect, it } from "vitest";
import { lazyPage } from "./page-registry";

describe("page registry", () => {
  it.each(routeIds)("has a page module for route %s", (id) => {
    expect(() => lazyPage(id)).not.toThrow();
  });
});
