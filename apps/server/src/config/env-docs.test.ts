import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { envVariables } from "./env-schema.ts";
import { loadConfig } from "./load-config.ts";

/**
 * `.env.example`, the README's configuration table and the schema describe the same settings: an
 * operator who copies the example, or reads the table, sees every variable the server reads, with the
 * default it really has.
 */
const root = resolve(import.meta.dirname, "../../../..");

function exampleSettings(): Map<string, string> {
  const settings = new Map<string, string>();
  for (const line of readFileSync(resolve(root, ".env.example"), "utf8").split("\n")) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1] !== undefined) settings.set(match[1], (match[2] ?? "").trim());
  }
  return settings;
}

interface ReadmeRow {
  names: string[];
  defaults: string[];
  /** The default cell says the variable is unset by default (`—`, `unset`). */
  unset: boolean;
}

/** The rows of the table under `## Configuration`, up to the next heading. */
function readmeRows(): ReadmeRow[] {
  const readme = readFileSync(resolve(root, "README.md"), "utf8");
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^#{1,3} /m)[0] ?? "";
  const rows: ReadmeRow[] = [];
  for (const line of section.split("\n")) {
    const cells = line.split(" | ");
    if (!line.startsWith("| `") || cells.length < 3) continue;
    const names = [...(cells[0] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? "");
    const defaultCell = (cells[1] ?? "").trim();
    const defaults = [...defaultCell.matchAll(/`([^`]*)`/g)].map((m) => m[1] ?? "");
    rows.push({ names, defaults, unset: /^(—|unset)/.test(defaultCell) });
  }
  return rows;
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe(".env.example, README and the config schema", () => {
  const example = exampleSettings();
  const rows = readmeRows();

  it("name the same variables", () => {
    const schema = sorted(envVariables);
    expect(schema.length).toBeGreaterThan(30);
    expect(sorted(example.keys()), ".env.example vs the schema").toEqual(schema);
    expect(sorted(rows.flatMap((row) => row.names)), "README table vs the schema").toEqual(schema);
  });

  it("give in .env.example the schema's own defaults", () => {
    const set = Object.fromEntries([...example].filter(([, value]) => value !== ""));
    expect(Object.keys(set).length).toBeGreaterThan(10);
    expect(loadConfig(set)).toEqual(loadConfig({}));
  });

  it("give in the README the default .env.example gives", () => {
    for (const row of rows) {
      row.names.forEach((name, index) => {
        const value = example.get(name);
        if (value === undefined) return;
        if (value === "") {
          // Unset in the example: the README says unset, or names a computed default.
          return;
        }
        expect(row.unset, `${name}: README says unset, .env.example sets ${value}`).toBe(false);
        const readmeDefault = row.defaults.length === row.names.length ? row.defaults[index] : null;
        if (row.defaults.length > 0) {
          expect(readmeDefault ?? row.defaults[0], `${name}: README default`).toBe(value);
        }
      });
    }
  });
});
