/**
 * The load generator in a process of its own, plain JavaScript so that it starts at once (see load-paths.ts): reads its settings as JSON on
 * stdin, runs autocannon, and prints autocannon's result plus its own CPU time as JSON.
 */
import autocannon from "autocannon";

/** @type {Buffer[]} */
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
/** @type {{ origin: string, paths: string[], connections: number, durationS: number, headers?: Record<string, string> }} */
const settings = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const { paths } = settings;

const cpuBefore = process.cpuUsage();
const started = performance.now();
const result = await autocannon({
  url: settings.origin,
  connections: settings.connections,
  duration: settings.durationS,
  timeout: 5,
  headers: settings.headers,
  requests: [
    {
      method: "GET",
      setupRequest: (request) => ({
        ...request,
        path: paths[Math.floor(Math.random() * paths.length)],
      }),
    },
  ],
});
const cpu = process.cpuUsage(cpuBefore);
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  JSON.stringify({
    result,
    corePercent: Math.round(((cpu.user + cpu.system) / 1e6 / seconds) * 100),
  }),
);
