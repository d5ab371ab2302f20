import { resolve } from "node:path";
import { measureScanner } from "./scanner.ts";

/** Only the scanner figure, on the current build: `node --import tsx bench/scanner-run.ts`. */
const root = resolve(import.meta.dirname, "..");
const figure = await measureScanner(resolve(root, "apps/web/dist"));
process.stdout.write(`${JSON.stringify({ scanner: figure }, null, 2)}\n`);
