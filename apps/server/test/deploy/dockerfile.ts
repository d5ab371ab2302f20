/** One instruction of a Dockerfile: `COPY --from=build /a b` → { name: "COPY", args: "--from=build /a b" }. */
export interface Instruction {
  name: string;
  args: string;
}

export interface Stage {
  /** The `AS` name, or the stage's index. */
  name: string;
  from: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile, continuation lines joined, comments and parser directives left out. */
export function readDockerfile(text: string): { args: Instruction[]; stages: Stage[] } {
  const joined = text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\\\n\s*/g, "");
  const args: Instruction[] = [];
  const stages: Stage[] = [];
  for (const line of joined.split("\n")) {
    const match = /^\s*([A-Za-z]+)\s+(.*)$/.exec(line);
    if (!match) continue;
    const name = (match[1] ?? "").toUpperCase();
    const rest = (match[2] ?? "").trim();
    if (name === "FROM") {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest);
      stages.push({
        from: from?.[1] ?? rest,
        name: from?.[2] ?? String(stages.length),
        instructions: [],
      });
    } else if (stages.length === 0) {
      args.push({ name, args: rest });
    } else {
      stages.at(-1)?.instructions.push({ name, args: rest });
    }
  }
  return { args, stages };
}

/** An instruction's JSON (exec) form as its words, or its shell form split on spaces. */
export function words(args: string): string[] {
  const trimmed = args.trim();
  if (trimmed.startsWith("[")) return JSON.parse(trimmed) as string[];
  return trimmed.split(/\s+/);
}
