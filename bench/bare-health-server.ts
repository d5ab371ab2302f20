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

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

await app.listen({ host: process.env.HOST ?? "127.0.0.1", port: Number(process.env.PORT ?? 0) });
