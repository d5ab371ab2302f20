import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { join, posix } from "node:path";
import { getLiveness, getReadiness } from "@frontalier/shared/contracts/health";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, compiledTrees } from "../../../scripts/build-server.ts";
import { envVariables } from "../src/config/env-schema.ts";
import { readBlockYaml, type YamlValue } from "./deploy/block-yaml.ts";
import { type Instruction, readDockerfile, words } from "./deploy/dockerfile.ts";
import { findNginx, freePort, proxyConfig, startNginx } from "./scale-out/nginx.ts";

/**
 * The deployment recipe (Dockerfile, compose.yaml, deploy/nginx.conf, docs/deploy.md) cannot be
 * run here (no image registry, no Docker): these checks keep it in step with what can be run,
 * the scripts, what `npm run build` emits, the config schema and the scale-out test's nginx.
 */
const repoRoot = join(import.meta.dirname, "../../..");
const read = (path: string) => readFileSync(join(repoRoot, path), "utf8");
const rootPackage = JSON.parse(read("package.json")) as {
  workspaces: string[];
  scripts: Record<string, string>;
};
const serverPackage = JSON.parse(read("apps/server/package.json")) as {
  scripts: Record<string, string>;
};
const dockerfile = readDockerfile(read("Dockerfile"));
const compose = readBlockYaml(read("compose.yaml")) as Record<string, YamlValue>;
const services = compose.services as Record<string, Record<string, YamlValue>>;
const nginxConf = read("deploy/nginx.conf");

const stage = (name: string) => {
  const found = dockerfile.stages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no stage ${name}`);
  return found;
};
const of = (instructions: Instruction[], name: string) =>
  instructions.filter((instruction) => instruction.name === name);
/** `ENV A=1 B=2` instructions as one record. */
const envOf = (instructions: Instruction[]) =>
  Object.fromEntries(
    of(instructions, "ENV").flatMap(({ args }) =>
      args.split(/\s+/).map((pair) => pair.split("=") as [string, string]),
    ),
  );
const appServices = () =>
  Object.entries(services).filter(([, service]) => service.build !== undefined);

describe("Dockerfile", () => {
  const build = stage("build");
  const runtime = stage("runtime");

  it("builds with every dependency, runs with the production ones only, as the last stage", () => {
    expect(dockerfile.stages.at(-1)?.name).toBe("runtime");
    const buildRuns = of(build.instructions, "RUN").map(({ args }) => args);
    expect(buildRuns.some((run) => /^npm ci\b/.test(run) && !run.includes("--omit"))).toBe(true);
    expect(buildRuns).toContain("npm run build");
    // The build the recipe runs compiles the server too.
    expect(rootPackage.scripts.build).toContain("npm run build:server");
    expect(rootPackage.scripts["build:server"]).toContain("scripts/build-server.ts");
    const runtimeRuns = of(runtime.instructions, "RUN").map(({ args }) => args);
    const install = runtimeRuns.find((run) => /^npm ci --omit=dev\b/.test(run)) ?? "";
    // Only the workspaces the server runs, each named as its package.json names it.
    const names = rootPackage.workspaces.map(
      (workspace) => (JSON.parse(read(`${workspace}/package.json`)) as { name: string }).name,
    );
    const installed = [...install.matchAll(/--workspace=(\S+)/g)].map((match) => match[1]);
    expect(installed.sort()).toEqual(names.filter((name) => name !== "@frontalier/web").sort());
    expect(envOf(runtime.instructions).NODE_ENV).toBe("production");
  });

  it("copies every workspace's package.json before npm ci, in both stages", () => {
    for (const { instructions } of [build, runtime]) {
      const firstInstall = instructions.findIndex(({ args }) => args.startsWith("npm ci"));
      const copied = instructions
        .slice(0, firstInstall)
        .filter(({ name }) => name === "COPY")
        .flatMap(({ args }) => words(args).slice(0, -1));
      expect(copied).toContain("package-lock.json");
      for (const workspace of rootPackage.workspaces) {
        expect(copied).toContain(posix.join(workspace, "package.json"));
      }
    }
  });

  it("runs as a user that is not root", () => {
    const user = of(runtime.instructions, "USER").at(-1)?.args;
    expect(user).toBeDefined();
    expect(["root", "0"]).not.toContain(user?.split(":")[0]);
  });

  it("checks its health on a probe route, on the port it listens on", () => {
    const check = of(runtime.instructions, "HEALTHCHECK").at(-1)?.args ?? "";
    const path = /\/(livez|readyz)\b/.exec(check)?.[0];
    expect([getLiveness.path, getReadiness.path]).toContain(path);
    const env = envOf(runtime.instructions);
    expect(of(runtime.instructions, "EXPOSE").map(({ args }) => args)).toEqual([env.PORT]);
    expect(envVariables).toEqual(expect.arrayContaining(Object.keys(env)));
  });

  describe("after npm run build:server", () => {
    beforeAll(async () => {
      await buildServer();
    }, 120_000);

    it("starts the server's compiled entry, as npm start does", () => {
      const cmd = words(of(runtime.instructions, "CMD").at(-1)?.args ?? "[]");
      expect(cmd[0]).toBe("node");
      const entry = cmd.at(-1) ?? "";
      const [, server] = compiledTrees;
      expect(join(repoRoot, entry)).toBe(join(server.out, "main.js"));
      expect(existsSync(join(repoRoot, entry))).toBe(true);
      // `npm start` → the server workspace's start: the same entry with the same flags.
      const start = words(serverPackage.scripts.start ?? "");
      expect(start.slice(0, -1)).toEqual(cmd.slice(0, -1));
      expect(posix.join("apps/server", start.at(-1) ?? "")).toBe(entry);
    });

    it("copies from the build stage what exists once built, and everything it needs", () => {
      const copiedFromBuild = of(runtime.instructions, "COPY")
        .filter(({ args }) => args.startsWith("--from=build "))
        .flatMap(({ args }) => words(args).slice(1, -1))
        .map((path) => posix.relative("/app", path));
      for (const path of copiedFromBuild) {
        // The web build is Vite's (the browser tests build it); the rest is here now.
        if (path === "apps/web/dist") continue;
        expect(existsSync(join(repoRoot, path)), path).toBe(true);
      }
      for (const { out } of compiledTrees) {
        expect(copiedFromBuild).toContain(posix.relative(repoRoot, out));
      }
      // What the compiled modules read beside them: migrations, locales, data, the web build.
      expect(copiedFromBuild).toEqual(
        expect.arrayContaining([
          "apps/server/drizzle",
          "packages/shared/locales",
          "apps/web/dist",
          "data/offline-catalogue.json",
          "data/stores.json",
        ]),
      );
    });
  });

  it("is not given what .dockerignore leaves out", () => {
    const ignore = read(".dockerignore");
    for (const file of ["data/offline-catalogue.json", "data/stores.json"]) {
      expect(ignore).toContain(`!${file}`);
    }
    for (const { instructions } of [build, runtime]) {
      for (const { args } of of(instructions, "COPY")) {
        if (args.startsWith("--from=")) continue;
        for (const source of words(args).slice(0, -1)) {
          if (source !== ".") expect(existsSync(join(repoRoot, source)), source).toBe(true);
        }
      }
    }
  });
});

describe("compose.yaml", () => {
  const apps = appServices();

  it("runs two app instances of this Dockerfile behind nginx, on PostgreSQL and Redis", () => {
    expect(apps.map(([name]) => name)).toEqual(["app1", "app2"]);
    for (const [, service] of apps) expect(service.build).toBe(".");
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(["postgres", "redis", "nginx", "app1", "app2"]),
    );
  });

  it("gives the instances the same settings, each a setting of the config schema", () => {
    const [first, ...others] = apps.map(([, service]) => service.environment);
    for (const other of others) expect(other).toEqual(first);
    const environment = first as Record<string, string>;
    const unknown = Object.keys(environment).filter(
      (name) => !(envVariables as string[]).includes(name),
    );
    expect(unknown).toEqual([]);
    expect(environment.NODE_ENV).toBe("production");
    // Compose fills in ${…} from the operator's .env.
    const filled = (value = "") => new URL(value.replace(/\$\{[^}]*\}/g, "filled-in"));
    expect(filled(environment.DATABASE_URL).hostname).toBe("postgres");
    expect(filled(environment.REDIS_URL).hostname).toBe("redis");
    // One proxy in front of the instances.
    expect(environment.TRUST_PROXY).toBe("1");
    // Secrets come from the operator's environment, never from this file.
    for (const name of ["SESSION_SECRET", "MAIL_LINK_SECRET", "STRIPE_SECRET_KEY"]) {
      expect(environment[name], name).toMatch(/^\$\{[A-Z_]+(:[-?][^}]*)?\}$/);
    }
  });

  it("mounts deploy/nginx.conf, whose upstream is the app instances on their port", () => {
    const volumes = services.nginx?.volumes as string[];
    expect(volumes).toContain("./deploy/nginx.conf:/etc/nginx/nginx.conf:ro");
    const port = envOf(stage("runtime").instructions).PORT;
    const upstream = [...nginxConf.matchAll(/^\s*server\s+([\w.-]+:\d+)/gm)].map((m) => m[1]);
    expect(upstream).toEqual(apps.map(([name]) => `${name}:${port}`));
  });

  it("waits only on services that say when they are healthy", () => {
    for (const [name, service] of Object.entries(services)) {
      const dependsOn = (service.depends_on ?? {}) as Record<string, { condition?: string }>;
      for (const [dependency, { condition }] of Object.entries(dependsOn)) {
        expect(condition, `${name} → ${dependency}`).toBe("service_healthy");
        const target = services[dependency];
        // An app instance's health check is the image's HEALTHCHECK.
        expect(
          target?.healthcheck ?? target?.build,
          `${dependency} has a health check`,
        ).toBeDefined();
      }
    }
  });
});

describe("docs/deploy.md", () => {
  const doc = read("docs/deploy.md");

  it("names every setting of the config schema", () => {
    const missing = envVariables.filter((name) => !doc.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it("gives commands that exist", () => {
    for (const [, script] of doc.matchAll(/npm run ([\w:-]+)/g)) {
      expect(Object.keys(rootPackage.scripts), `npm run ${script}`).toContain(script);
    }
    for (const [, path] of doc.matchAll(/node (?:--[\w-]+ )*(apps\/server\/dist\/[\w/.-]+\.js)/g)) {
      const source = (path ?? "").replace("/dist/", "/src/").replace(/\.js$/, ".ts");
      expect(existsSync(join(repoRoot, source)), path).toBe(true);
    }
  });
});

/** The directives of the `location` block that starts with `header`, in order. */
function locationDirectives(config: string, header: string): string[] {
  const start = config.indexOf(header);
  if (start < 0) throw new Error(`no ${header}`);
  const body = config.slice(config.indexOf("{", start) + 1, config.indexOf("}", start));
  return body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .flatMap((line) => line.split(";").map((part) => part.trim()))
    .filter(Boolean);
}

describe("deploy/nginx.conf", () => {
  const tested = proxyConfig({
    dir: "/nowhere",
    port: 1,
    upstreams: [{ name: "a", address: "127.0.0.1:2" }],
  });
  // What the scale-out test's proxy does for its own needs: name the instance that answered,
  // pick an instance on request, keep the port of the moment in Host.
  const testOnly = (directive: string) =>
    directive.startsWith("add_header X-Upstream") ||
    directive.startsWith("proxy_pass http://$frontalier_pool") ||
    directive === "proxy_set_header Host $http_host";
  const deployedOnly = (directive: string) =>
    directive.startsWith("proxy_pass http://frontalier") ||
    directive === "proxy_set_header Host $host";

  it("proxies with the scale-out test's rules", () => {
    for (const header of ["location / ", "location ~ ^/api/articles/[^/]+/podium/stream$"]) {
      expect(
        locationDirectives(nginxConf, header).filter((d) => !deployedOnly(d)),
        header,
      ).toEqual(locationDirectives(tested, header).filter((d) => !testOnly(d)));
    }
    expect(nginxConf).toContain("client_max_body_size 11m;");
    expect(tested).toContain("client_max_body_size 11m;");
  });

  describe("run by nginx in front of two servers", () => {
    const nginx = findNginx();
    let upstreams: Server[] = [];
    let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
    const seen: { name: string; headers: IncomingMessage["headers"]; bytes: number }[] = [];

    beforeAll(async () => {
      if (!nginx) return;
      upstreams = await Promise.all(
        ["app1", "app2"].map(
          (name) =>
            new Promise<Server>((resolve) => {
              const server = createServer((request, response) => {
                let bytes = 0;
                request.on("data", (chunk: Buffer) => {
                  bytes += chunk.length;
                });
                request.on("end", () => {
                  seen.push({ name, headers: request.headers, bytes });
                  if (request.url?.endsWith("/podium/stream")) {
                    response.writeHead(200, { "content-type": "text/event-stream" });
                    response.write("data: first\n\n");
                    setTimeout(() => response.end("data: last\n\n"), 1_500);
                    return;
                  }
                  response.writeHead(request.url === "/api/health" ? 200 : 204);
                  response.end();
                });
              });
              server.listen(0, "127.0.0.1", () => resolve(server));
            }),
        ),
      );
      const port = await freePort();
      const addresses = upstreams.map((server) => {
        const address = server.address();
        return typeof address === "object" && address ? `127.0.0.1:${address.port}` : "";
      });
      // The deployed file with only the addresses and this machine's paths changed; the harness
      // adds its prefix, pid and error log.
      const config = (dir: string) =>
        nginxConf
          .replace("app1:3000", addresses[0] ?? "")
          .replace("app2:3000", addresses[1] ?? "")
          .replace("listen 80;", `listen 127.0.0.1:${port};`)
          .replace("worker_processes auto;", `worker_processes 1;\nlock_file ${dir}/nginx.lock;`)
          .replace(
            "access_log /dev/stdout;",
            ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
              .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
              .concat(`access_log ${dir}/access.log;`)
              .join("\n"),
          );
      proxy = await startNginx(nginx, { port, upstreams: [], config });
    }, 30_000);

    afterAll(async () => {
      await proxy?.stop();
      for (const server of upstreams) server.close();
    });

    it.skipIf(!nginx)("spreads requests over both, saying who the client is", async () => {
      seen.length = 0;
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`${proxy?.url}/api/things/${i}`, {
          headers: { "x-forwarded-for": "203.0.113.9" },
        });
        expect(response.status).toBe(204);
      }
      expect(new Set(seen.map(({ name }) => name))).toEqual(new Set(["app1", "app2"]));
      for (const { headers } of seen) {
        expect(headers["x-forwarded-for"]).toBe("203.0.113.9, 127.0.0.1");
        expect(headers["x-forwarded-proto"]).toBe("http");
        expect(headers.host).toBe("127.0.0.1");
      }
    });

    it.skipIf(!nginx)("passes a 10 MB PDF and keeps /metrics off the public address", async () => {
      seen.length = 0;
      const body = new Uint8Array(10 * 1024 * 1024);
      const upload = await fetch(`${proxy?.url}/api/pdf-import`, { method: "POST", body });
      expect(upload.status).toBe(204);
      expect(seen[0]?.bytes).toBe(body.length);
      expect((await fetch(`${proxy?.url}/metrics`)).status).toBe(404);
      expect(seen).toHaveLength(1);
    });

    it.skipIf(!nginx)("streams a podium's events as they are written", async () => {
      const started = performance.now();
      const response = await fetch(`${proxy?.url}/api/articles/80275887/podium/stream`);
      const reader = response.body?.getReader();
      const first = await reader?.read();
      expect(new TextDecoder().decode(first?.value)).toContain("data: first");
      expect(performance.now() - started).toBeLessThan(1_200);
      await reader?.cancel();
    });
  });
});
