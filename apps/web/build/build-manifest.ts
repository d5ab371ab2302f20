import { randomBytes } from "node:crypto";
import type { Plugin } from "vite";

/**
 * Spec §4/§7 build refresh: every build writes `builds/latest.json` ({id}) and
 * `builds/meta/{id}.json`; the running client compares its own id with the latest one.
 */
export function buildManifest(): { id: string; plugin: Plugin } {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
  const plugin: Plugin = {
    name: "frontalier-build-manifest",
    apply: "build",
    generateBundle() {
      const meta = { id, timestamp: Date.now() };
      this.emitFile({
        type: "asset",
        fileName: "builds/latest.json",
        source: JSON.stringify(meta),
      });
      this.emitFile({
        type: "asset",
        fileName: `builds/meta/${id}.json`,
        source: JSON.stringify(meta),
      });
    },
  };
  return { id, plugin };
}
