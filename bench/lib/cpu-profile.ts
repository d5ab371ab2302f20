import { readFile } from "node:fs/promises";

/** The parts of a V8 `.cpuprofile` (what `node --cpu-prof` writes) read here. */
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Samples inside the load window, and whether the window could be applied (else all). */
  samples: number;
  windowed: boolean;
  /** Share of the busy samples (idle left out) by where the code lives. */
  busyPercentByPlace: Record<string, number>;
  /** Functions by self time, as a share of the busy samples. */
  topFunctions: { name: string; place: string; selfPercent: number }[];
}

const TOP = 15;

/**
 * Self time of a CPU profile by package and by function. `window` holds monotonic microseconds
 * (process.hrtime), the clock V8 stamps samples with on Linux: start-up stays out of the figure.
 */
export async function summarizeCpuProfile(
  file: string,
  root: string,
  window: { from: number; to: number },
): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(file, "utf8")) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const stamps: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) {
    time += delta;
    stamps.push(time);
  }
  const inWindow = profile.samples.filter(
    (_, index) => stamps[index]! >= window.from && stamps[index]! <= window.to,
  );
  const windowed = inWindow.length > 0;
  const samples = windowed ? inWindow : profile.samples;

  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, { name: string; place: string; count: number }>();
  let busy = 0;
  for (const id of samples) {
    const frame = frames.get(id);
    if (!frame || frame.functionName === "(idle)") continue;
    busy++;
    const place = placeOf(frame.url, frame.functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + 1);
    const where = frame.url ? `${shortUrl(frame.url, root)}:${frame.lineNumber + 1}` : place;
    const key = `${frame.functionName} ${where}`;
    const entry = byFunction.get(key) ?? {
      name: frame.functionName || "(anonymous)",
      place: where,
      count: 0,
    };
    entry.count++;
    byFunction.set(key, entry);
  }
  const percent = (count: number) => Math.round((count / Math.max(1, busy)) * 1000) / 10;
  return {
    samples: samples.length,
    windowed,
    busyPercentByPlace: Object.fromEntries(
      [...byPlace].sort((a, b) => b[1] - a[1]).map(([place, count]) => [place, percent(count)]),
    ),
    topFunctions: [...byFunction.values()]
      .sort((a, b) => b.count - a.count)
      .slice(0, TOP)
      .map(({ name, place, count }) => ({ name, place, selfPercent: percent(count) })),
  };
}

/** A package name, a workspace, Node's own code, or V8's pseudo-frames (GC, program). */
function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(V8 built-ins)";
  if (url.startsWith("node:")) return "node internals";
  const modules = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (modules) return modules[1]!;
  const workspace = /\/(apps\/[^/]+|packages\/[^/]+)\//.exec(url);
  return workspace ? workspace[1]! : "other";
}

function shortUrl(url: string, root: string): string {
  const path = url.replace(/^file:\/\//, "");
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;
}
