import { parseArgs } from "node:util";
import { fakeMarkets } from "./fake-countries.ts";
import { startFakeRetailer } from "./start-fake-retailer.ts";

/**
 * `node --import tsx apps/server/src/fake-retailer/main.ts --port 4400 --latency 200 --failure-rate 0.05`
 * Prints the URL on the first line of stdout, so scripts can read it.
 */
const usage = `options: --port N (4400; 0 = any free port) --host H (127.0.0.1) --latency MS (0)
         --jitter MS (0) --failure-rate 0..1 (0) --seed TEXT (frontalier)`;

function numberOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (value.trim() === "" || !Number.isFinite(parsed) || parsed < 0) {
    throw new Error(`--${name} must be a number ≥ 0, got "${value}"`);
  }
  return parsed;
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      host: { type: "string" },
      latency: { type: "string" },
      jitter: { type: "string" },
      "failure-rate": { type: "string" },
      seed: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const retailer = await startFakeRetailer({
    port: numberOption(values.port, "port", 4400),
    host: values.host ?? "127.0.0.1",
    latencyMs: numberOption(values.latency, "latency", 0),
    jitterMs: numberOption(values.jitter, "jitter", 0),
    failureRate: numberOption(values["failure-rate"], "failure-rate", 0),
    seed: values.seed ?? "frontalier",
  });
  console.log(retailer.url);
  const [example] = fakeMarkets();
  console.error(
    `fake retailer on ${retailer.url} (${fakeMarkets().length} countries), e.g. ${retailer.url}/${example!.locale}/products/850/00263850.json`,
  );
  const stop = () => {
    retailer.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(usage);
  process.exit(1);
});
