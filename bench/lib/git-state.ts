import { execFileSync } from "node:child_process";

export interface GitState {
  commit: string | null;
  /** Other engineers edit the same checkout, so a figure may belong to uncommitted code. */
  dirty: boolean | null;
}

export function gitState(cwd: string): GitState {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  try {
    return { commit: git("rev-parse", "HEAD").trim(), dirty: git("status", "--porcelain") !== "" };
  } catch {
    return { commit: null, dirty: null };
  }
}
