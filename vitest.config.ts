import { defineConfig } from "vitest/config";

const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    reporters: reportDir
      ? ["default", ["json", { outputFile: `${reportDir}/vitest.json` }]]
      : ["default"],
    projects: [
      {
        test: {
          name: "shared",
          root: "packages/shared",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
