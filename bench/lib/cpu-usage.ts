import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every usual build. */
const TICKS_PER_S = 100;

export interface CpuShares {
  /** Percent of one core: 100 is one core busy for the whole run. */
  serverCorePercent: number;
  /** The PostgreSQL backends serving the bench database. */
  postgresCorePercent: number;
  /** Backends connected to the bench database at the end: the app's pool size in use. */
  postgresBackends: number;
  /** The bench process itself; where the load generator runs in a child, the caller puts its share here. */
  loadGeneratorCorePercent: number;
  /** Every core of the machine, the other tenants' work included. */
  machineBusyPercent: number;
  cores: number;
}

/** Where the CPU went while `work` ran: the app server, PostgreSQL, the load generator, the rest. */
export async function measureCpu<T>(
  serverPid: number,
  databaseName: string,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuShares }> {
  const server = processTicks(serverPid);
  const backends = backendTicks(databaseName);
  const machine = machineTicks();
  const bench = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const benchUsage = process.cpuUsage(bench);
  const backendsAfter = backendTicks(databaseName);
  let postgres = 0;
  for (const [pid, ticks] of backendsAfter) postgres += ticks - (backends.get(pid) ?? 0);
  const machineAfter = machineTicks();
  // To a tenth: a per-request cost is derived from it.
  const percent = (ticks: number) => Math.round((ticks / TICKS_PER_S / seconds) * 1000) / 10;
  return {
    result,
    cpu: {
      serverCorePercent: percent(processTicks(serverPid) - server),
      postgresCorePercent: percent(postgres),
      postgresBackends: backendsAfter.size,
      loadGeneratorCorePercent: Math.round(
        ((benchUsage.user + benchUsage.system) / 1e6 / seconds) * 100,
      ),
      machineBusyPercent: Math.round(
        ((machineAfter.busy - machine.busy) / Math.max(1, machineAfter.total - machine.total)) *
          100,
      ),
      cores: availableParallelism(),
    },
  };
}

/** utime + stime of a process, in ticks; 0 once it is gone. */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces; the fields that follow it are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** PostgreSQL names each backend `postgres: … user database client state` in its command line. */
function backendTicks(databaseName: string): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (command.startsWith("postgres: ") && command.includes(` ${databaseName} `)) {
        ticks.set(Number(entry), processTicks(Number(entry)));
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  return ticks;
}

function machineTicks(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}
