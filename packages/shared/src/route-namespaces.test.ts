import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { routeNamespaces } from "./route-namespaces.ts";
import { routeIds } from "./routes.ts";

const localesDir = join(import.meta.dirname, "../locales/fr");

describe("route namespaces", () => {
  it("name only routes that exist and namespaces that have files", () => {
    for (const [id, namespaces] of Object.entries(routeNamespaces)) {
      expect(routeIds).toContain(id);
      for (const ns of namespaces ?? [])
        expect(existsSync(join(localesDir, `${ns}.json`)), `${id}: ${ns}`).toBe(true);
    }
  });
});
