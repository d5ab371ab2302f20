import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRatesServer {
  url(path: string): string;
  /** How many requests each path received. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A stand-in for the ECB on loopback: each path answers a fixed status and body, so that tests
 * exercise the real HTTP client (spec: fakes at the edge of the world are real servers).
 */
export async function startFakeRatesServer(
  routes: Record<string, { status?: number; body: string; type?: string }>,
): Promise<FakeRatesServer> {
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    if (!route) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    response
      .writeHead(route.status ?? 200, { "content-type": route.type ?? "text/xml; charset=utf-8" })
      .end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
