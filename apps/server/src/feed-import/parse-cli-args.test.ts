import { describe, expect, it } from "vitest";
import { parseCliArgs, UsageError } from "./parse-cli-args.ts";

describe("parseCliArgs", () => {
  it("reads the file and the options", () => {
    expect(
      parseCliArgs(["feed.csv", "--country", "se", "--observed-at=2024-03-01", "--dry-run"]),
    ).toEqual({
      kind: "import",
      file: "feed.csv",
      country: "SE",
      observedAt: "2024-03-01",
      dryRun: true,
    });
    expect(parseCliArgs(["feed.csv"])).toEqual({ kind: "import", file: "feed.csv", dryRun: false });
    expect(parseCliArgs(["--help"])).toEqual({ kind: "help" });
  });

  it.each([
    [[], "FILE is missing"],
    [["a.csv", "b.csv"], "one FILE"],
    [["a.csv", "--country", "SWE"], "two-letter"],
    [["a.csv", "--observed-at", "2024-02-30"], "YYYY-MM-DD"],
    [["a.csv", "--observed-at", "1 March"], "YYYY-MM-DD"],
    [["a.csv", "--verbose"], "verbose"],
    [["a.csv", "--country"], "country"],
  ])("refuses %j", (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});
