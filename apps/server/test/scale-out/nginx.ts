import { type ChildProcess, spawn } from "node:child_process";
import { accessSync, constants, readFileSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";

/** nginx on PATH, else where Debian's package puts it (a normal user's PATH lacks /usr/sbin). */
export function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? "").split(delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = join(dir, "nginx");
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

/** A port nobody listens on now (the kernel's choice); nginx takes it a moment later. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ProxyConfigOptions {
  /** Where nginx keeps everything it writes: logs, pid, request bodies, buffered answers. */
  dir: string;
  port: number;
  /** Each instance's name and `127.0.0.1:PORT`, in round-robin order. */
  upstreams: readonly { name: string; address: string }[];
  /**
   * The account nginx's workers run as when the master runs as root. Without it nginx falls back
   * to `nobody nobody`, and Debian has no group `nobody`.
   */
  workerUser?: string;
}

/**
 * The configuration a deployment would use (docs/deployment.md), with every path inside `dir` so
 * that it needs nothing of /var and runs as root or not. Each answer says which instance served it
 * (`X-Upstream`), so that the tests can see the round robin and the fail-over; a request with
 * `X-Instance: <name>` goes through the same proxy rules to that instance only.
 */
export function proxyConfig({ dir, port, upstreams, workerUser }: ProxyConfigOptions): string {
  // $http_host rather than the example's $host: this proxy listens on a port of the moment, which
  // $host drops.
  const proxied = `
      proxy_pass http://$frontalier_pool;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;`;
  return `${workerUser ? `user ${workerUser};` : ""}
worker_processes 1;
error_log ${dir}/error.log warn;
lock_file ${dir}/nginx.lock;
events { worker_connections 512; }
http {
  log_format upstream '$remote_addr "$request" $status $upstream_addr $request_time';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream frontalier {
${upstreams.map(({ address }) => `    server ${address} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 16;
  }
${upstreams
  .map(
    ({ name, address }) =>
      `  upstream instance_${name} {\n    server ${address};\n    keepalive 4;\n  }`,
  )
  .join("\n")}
  # A variable naming an upstream group picks that group (no resolver involved).
  map $http_x_instance $frontalier_pool {
    default frontalier;
${upstreams.map(({ name }) => `    ${name} instance_${name};`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 11m;
    location / {${proxied}
      proxy_read_timeout 60s;
    }
    # Server-sent events: each event must go out as it is written, and the stream may stay
    # quiet for a while between two countries' answers.
    location ~ ^/api/articles/[^/]+/podium/stream$ {${proxied}
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

export interface Nginx {
  /** http://127.0.0.1:PORT */
  url: string;
  dir: string;
  /** The access log: one line per request with the instance that answered it. */
  accessLog(): Promise<string>;
  stop(): Promise<void>;
}

/** The first group of `candidates` that exists here (Debian: nogroup; others: nobody). */
function existingGroup(candidates: readonly string[]): string | undefined {
  try {
    const groups = new Set(
      readFileSync("/etc/group", "utf8")
        .split("\n")
        .map((line) => line.split(":")[0]),
    );
    return candidates.find((group) => groups.has(group));
  } catch {
    return undefined;
  }
}

/** nginx in the foreground with a configuration of its own, in front of `upstreams`. */
export async function startNginx(
  binary: string,
  options: {
    port: number;
    upstreams: ProxyConfigOptions["upstreams"];
    /** Another configuration than proxyConfig's, with its paths in `dir` (deploy/nginx.conf). */
    config?: (dir: string) => string;
  },
): Promise<Nginx> {
  const dir = await mkdtemp(join(tmpdir(), "frontalier-nginx-"));
  let workerUser: string | undefined;
  if (process.getuid?.() === 0) {
    // Workers drop to an unprivileged account, which must be able to reach the temporary paths.
    await chmod(dir, 0o755);
    workerUser = `nobody ${existingGroup(["nogroup", "nobody"]) ?? "nobody"}`;
  }
  const configFile = join(dir, "nginx.conf");
  await writeFile(
    configFile,
    options.config
      ? `${workerUser ? `user ${workerUser};\n` : ""}${options.config(dir)}`
      : proxyConfig({ dir, ...options, workerUser }),
  );
  const child: ChildProcess = spawn(
    binary,
    [
      "-p",
      dir,
      "-c",
      configFile,
      "-e",
      join(dir, "error.log"),
      "-g",
      `daemon off; pid ${dir}/nginx.pid;`,
    ],
    // A group of its own: nginx's worker is its child, and both must go at the end.
    { stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  // Should the test run die before stop(), nginx and its worker must not outlive it.
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  process.once("exit", killGroup);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      // SIGTERM: nginx's fast shutdown, the worker with it; the group's SIGKILL only if it hangs.
      process.kill(child.pid, "SIGTERM");
      const timer = setTimeout(killGroup, 3_000);
      await exited;
      clearTimeout(timer);
    }
    process.off("exit", killGroup);
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = await readFile(join(dir, "error.log"), "utf8").catch(() => "");
      await rm(dir, { recursive: true, force: true });
      throw new Error(`nginx exited (${child.exitCode}): ${output}${log}`);
    }
    const answered = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) })
      .then((response) => response.status < 500)
      .catch(() => false);
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${url} within 10 s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dir,
    accessLog: () => readFile(join(dir, "access.log"), "utf8").catch(() => ""),
    stop,
  };
}
