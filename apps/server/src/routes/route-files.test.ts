import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const here = import.meta.dirname;

const routeFiles = (): string[] =>
  readdirSync(here, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => join(here, name));

// Decision 023: a handler authenticates, parses, authorises, calls a domain function and presents;
// the statements live in the domain folders, where they can be reused and tested on their own.
describe("route files", () => {
  it("run no SQL: neither drizzle nor the schema is imported under routes/", () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(15);
    const offenders = files.filter((file) =>
      /from "(drizzle-orm[^"]*|[^"]*\/db\/schema\.ts)"/.test(readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => relative(here, file))).toEqual([]);
  });
});
