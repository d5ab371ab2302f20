import { readFileSync } from "node:fs";

/**
 * A process's resident memory in megabytes, from Linux's /proc (`VmRSS`): what the kernel has
 * actually given it, typed arrays and native buffers included, which no V8 heap limit counts.
 * Null where there is no /proc (the pool then has only its heap and time limits) or the process
 * is gone.
 */
export function residentMb(pid: number): number | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, "latin1");
  } catch {
    return null;
  }
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  return match ? Number(match[1]) / 1024 : null;
}
