import pg from "pg";
import { generateLongFeed } from "./src/feed-import/generate-long-feed.ts";
import { importFeed } from "./src/feed-import/import-feed.ts";
import { insertFeedCountries } from "./src/feed-import/testing/insert-feed-countries.ts";
import { createTestDatabase } from "./test/db.ts";

const times = new Map<string, number>();
const orig = pg.Client.prototype.query as any;
(pg.Client.prototype as any).query = function (this: any, config: any, ...rest: any[]) {
  const key =
    typeof config === "string" ? config.slice(0, 30) : (config.name ?? config.text.slice(0, 40));
  const t = performance.now();
  const p = orig.call(this, config, ...rest);
  if (p && typeof p.then === "function")
    return p.then((r: any) => {
      times.set(key, (times.get(key) ?? 0) + performance.now() - t);
      return r;
    });
  return p;
};
const rows = 100000;
await generateLongFeed("/tmp/prof.csv", rows);
const test = await createTestDatabase("postgres");
await insertFeedCountries(test.database.db);
const t0 = performance.now();
const r = await importFeed({ db: test.database.db, path: "/tmp/prof.csv" });
console.log(r.elapsedMs, Math.round(performance.now() - t0));
console.log([...times].map(([k, v]) => `${k.replace(/\s+/g, " ")}: ${Math.round(v)}`).join("\n"));
await test.destroy();
