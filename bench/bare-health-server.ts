import Fastify from "fastify";

/**
 * The baseline for the health and podium figures: what Fastify alone serves on this machine, so
 * that the app's requests per second read as a ratio rather than a number that depends on the
 * hardware.
 */
const app = Fastify({ logger: false });
app.get("/api/health", async () => ({ status: "ok" }));
// The podium's URL shape with a path parameter, no work behind it: the podium figure's baseline.
app.get<{ Params: { code: string } }>("/api/articles/:code/podium", async (request) => ({
  code: request.params.code,
}));
// The same URLs answered with a real podium's bytes held in memory (reported beside the baseline:
// how much of the gap is the size of the answer, which the load generator pays for too).
const podiumBody = process.env.BARE_PODIUM_BODY ?? "{}";
app.get<{ Params: { code: string } }>("/bare-sized/:code/podium", async (_request, reply) =>
  reply.type("application/json; charset=utf-8").send(podiumBody),
);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

await app.listen({ host: process.env.HOST ?? "127.0.0.1", port: Number(process.env.PORT ?? 0) });
