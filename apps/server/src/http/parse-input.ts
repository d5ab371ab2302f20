import { type $ZodType, type output, safeParse } from "zod/v4/core";
import { AppError, type ErrorIssue } from "./app-error.ts";
import { zodIssues } from "./zod-issues.ts";

/**
 * How many objects and arrays deep input may nest. Our deepest contract (a bulk add's items) is 3;
 * anything far deeper is an attack on whatever walks it recursively (a stack overflow is a 500).
 */
export const MAX_INPUT_DEPTH = 32;

/** Parses untrusted input with a contract schema; a mismatch is the client's fault (400). */
export function parseInput<S extends $ZodType>(schema: S, data: unknown): output<S> {
  const problem = inputProblem(data);
  if (problem !== null) {
    throw new AppError("validation_failed", {
      message: problem.kind === "nul" ? "input contains a NUL character" : "input nests too deep",
      issues: [
        {
          path: problem.path,
          message:
            problem.kind === "nul"
              ? "must not contain the NUL character"
              : `must not be nested more than ${MAX_INPUT_DEPTH} levels deep`,
        },
      ],
    });
  }
  // zod's core parse: the contracts' schemas may come from the classic or the mini build.
  const result = safeParse(schema, data);
  if (result.success) return result.data;
  throw new AppError("validation_failed", {
    message: "input does not match its schema",
    issues: zodIssues(result.error),
    cause: result.error,
  });
}

/**
 * Where the first string holding U+0000 is (`items.2.name`), or null. No form types one, and
 * PostgreSQL cannot store it in text: refused here, it is a 400 instead of a failed statement.
 */
export function nulCharacterPath(value: unknown): ErrorIssue["path"] | null {
  const problem = inputProblem(value);
  return problem?.kind === "nul" ? problem.path : null;
}

export interface InputProblem {
  kind: "nul" | "too-deep";
  path: ErrorIssue["path"];
}

/** A value still to visit, with the way back up to the root (the path is built only if needed). */
interface Visit {
  value: unknown;
  key: string;
  depth: number;
  parent: Visit | null;
}

/**
 * The first NUL or the first container deeper than MAX_INPUT_DEPTH, in document order, or null.
 * Iterative, with its own stack: the input's depth must never become the call stack's.
 */
export function inputProblem(root: unknown): InputProblem | null {
  const stack: Visit[] = [{ value: root, key: "", depth: 0, parent: null }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value } = visit;
    if (visit.key.includes("\u0000")) return { kind: "nul", path: pathOf(visit) };
    if (typeof value === "string") {
      if (value.includes("\u0000")) return { kind: "nul", path: pathOf(visit) };
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    const depth = visit.depth + 1;
    if (depth > MAX_INPUT_DEPTH) return { kind: "too-deep", path: pathOf(visit) };
    const entries = Object.entries(value);
    // Pushed last to first, so that the first entry is visited first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string, unknown];
      stack.push({ value: item, key, depth, parent: visit });
    }
  }
  return null;
}

/** `items.2.name`, a NUL in a key shown as `\0`; the root has no key of its own. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) {
    keys.push(at.key.replaceAll("\u0000", "\\0"));
  }
  return keys.reverse().join(".");
}
