import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./app-error.ts";
import { inputProblem, MAX_INPUT_DEPTH, nulCharacterPath, parseInput } from "./parse-input.ts";

/** `depth` objects or arrays, each inside the previous one, built without recursion. */
const nested = (depth: number, array = false) => {
  let value: unknown = "leaf";
  for (let level = 0; level < depth; level++) value = array ? [value] : { a: value };
  return value;
};

describe("parseInput", () => {
  const schema = z.object({ name: z.string(), items: z.array(z.object({ note: z.string() })) });

  it("refuses a NUL character anywhere with a validation issue at its path", () => {
    const input = { name: "Ann", items: [{ note: "ok" }, { note: "a\u0000b" }] };
    expect(() => parseInput(schema, input)).toThrow(AppError);
    try {
      parseInput(schema, input);
    } catch (error) {
      expect((error as AppError).code).toBe("validation_failed");
      expect((error as AppError).issues).toEqual([
        { path: "items.1.note", message: "must not contain the NUL character" },
      ]);
    }
  });

  it("finds a NUL in a key, a top-level string, and none in other control characters", () => {
    expect(nulCharacterPath({ "a\u0000": 1 })).toBe("a\\0");
    expect(nulCharacterPath("x\u0000")).toBe("");
    expect(nulCharacterPath({ a: "tab\there", b: [1, null, true, "\u0001"] })).toBeNull();
  });

  it("reports the first NUL in document order, a key's before what lies after it", () => {
    expect(nulCharacterPath({ a: { b: "x\u0000" }, "c\u0000": 1 })).toBe("a.b");
    expect(nulCharacterPath({ a: 1, "b\u0000": "x\u0000", c: "\u0000" })).toBe("b\\0");
    expect(nulCharacterPath([["ok"], ["ok", "\u0000"]])).toBe("1.1");
  });

  it("accepts MAX_INPUT_DEPTH levels and refuses one more, at the first level too deep", () => {
    expect(inputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1))).toEqual({
      kind: "too-deep",
      path: Array(MAX_INPUT_DEPTH).fill("a").join("."),
    });
  });

  it.each([100, 5_000, 100_000])(
    "refuses input %i deep with a 400, never a stack overflow",
    (depth) => {
      for (const input of [nested(depth), nested(depth, true)]) {
        expect(() => nulCharacterPath(input)).not.toThrow();
        let thrown: unknown;
        try {
          parseInput(z.unknown(), input);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(AppError);
        expect((thrown as AppError).code).toBe("validation_failed");
        expect((thrown as AppError).issues?.[0]?.message).toMatch(/nested/);
      }
    },
  );

  it("parses what holds no NUL with the schema", () => {
    expect(parseInput(schema, { name: "Ann", items: [] })).toEqual({ name: "Ann", items: [] });
  });
});
