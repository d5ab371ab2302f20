import { expect, it } from "vitest";
import type { z } from "zod";

/*
 * For tests only: holds a hand-written answer reader (decisions 046, 049) to the contract's
 * schema it stands in for. Every field of a full and of a minimal answer is given odd values,
 * and the reader must take exactly what the schema takes, reading it alike, and refuse the rest.
 */

type Json = Record<string, unknown>;
type Path = (string | number)[];

/** A copy of `answer` with `path`'s value replaced (`undefined`: the key removed). */
export function changed(answer: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(answer) as Json;
  let at: Json = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Json;
  const last = path.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** Every path to a value in `value`, arrays and objects walked. */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== "object" || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return [prefix, ...keys.flatMap((key) => paths((value as Json)[key], [...prefix, key]))];
}

const ODD_VALUES = [
  undefined,
  null,
  "",
  "x",
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  true,
  [],
  {},
  ["x"],
];

export interface ReaderCase<T> {
  schema: z.ZodType;
  read: (data: unknown) => T;
  /** Every field of the contract present, optional ones included. */
  full: () => unknown;
  /** The least the contract takes: the optional parts left out. */
  minimal: () => unknown;
  /** Each object of `full` beside its schema: a field the contract gains fails the test. */
  shapes: () => [object, z.ZodObject][];
  /** The walk must refuse at least this many answers (it compares refusals, not only successes). */
  minRefused: number;
}

export function agreesWithSchema<T>(reader: ReaderCase<T>, answer: unknown, what: string) {
  const parsed = reader.schema.safeParse(answer);
  if (parsed.success) expect(reader.read(answer), what).toEqual(parsed.data);
  else expect(() => reader.read(answer), what).toThrow(TypeError);
  return parsed.success;
}

/** The tests every reader passes; call inside its `describe`. */
export function conformsToSchema<T>(reader: ReaderCase<T>) {
  it("is tested with every field of the contract: a field added there fails here until read", () => {
    for (const [sample, schema] of reader.shapes()) {
      expect(Object.keys(sample).sort()).toEqual(Object.keys(schema.shape).sort());
    }
  });

  it("reads a full answer and a minimal one as the contract's schema does", () => {
    expect(reader.read(reader.full())).toEqual(reader.schema.parse(reader.full()));
    expect(reader.read(reader.minimal())).toEqual(reader.schema.parse(reader.minimal()));
  });

  it("drops keys the contract does not know, as the schema does", () => {
    const answer = { ...(reader.full() as Json), extra: 1 };
    expect(reader.read(answer)).toEqual(reader.schema.parse(answer));
    expect(reader.read(answer)).not.toHaveProperty("extra");
  });

  it("takes and refuses what the schema does, each field of the answer given odd values", () => {
    let refused = 0;
    for (const base of [reader.full(), reader.minimal()]) {
      for (const path of paths(base)) {
        for (const value of ODD_VALUES) {
          const answer = changed(base, path, value);
          if (!agreesWithSchema(reader, answer, `${path.join(".")} = ${String(value)}`)) refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(reader.minRefused);
  });
}
