import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./app-error.ts";
import { nulCharacterPath, parseInput } from "./parse-input.ts";

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

  it("parses what holds no NUL with the schema", () => {
    expect(parseInput(schema, { name: "Ann", items: [] })).toEqual({ name: "Ann", items: [] });
  });
});
