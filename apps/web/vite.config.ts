import { join } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildManifest } from "./build/build-manifest.ts";
import { europeShapes } from "./build/europe-shapes.ts";
import { landingPageChunk } from "./build/landing-page-chunk.ts";
import { localeFiles } from "./build/locale-files.ts";
import { reactRouterProduction } from "./build/react-router-production.ts";
import { serviceWorker } from "./build/service-worker.ts";

const localesDir = join(import.meta.dirname, "../../packages/shared/locales");

export default defineConfig(({ mode }) => {
  const manifest = buildManifest();
  const buildId = mode === "test" ? "test" : manifest.id;
  // What the podium imports beside `/`, the country choice and what the shell loads at start
  // (footer, consent banner, bare layout) in three files: 12 JavaScript files for a podium
  // instead of 24, and two waves instead of three (issue 19).
  const podium = landingPageChunk(
    "podium",
    ["home", "select-country"],
    /[\\/]src[\\/](app|features[\\/]consent|components[\\/]layout|lib[\\/]notifier)[\\/]/,
    /[\\/]src[\\/](features[\\/]consent|components[\\/]layout|app[\\/]layouts)[\\/]/,
  );
  return {
    plugins: [
      reactRouterProduction(),
      react(),
      tailwindcss(),
      manifest.plugin,
      localeFiles(localesDir, buildId),
      europeShapes(),
      podium.plugin,
      serviceWorker(buildId),
    ],
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    build: {
      target: "es2022",
      sourcemap: false,
      assetsInlineLimit: 2048,
      // Every browser we support has native module preloading.
      modulePreload: false,
      // The server reads it to preload the chunks of the page asked for (apps/server/src/static).
      manifest: true,
      // Chunk names are only a hash: the entry names every lazy page's file, and the page names
      // cost a few hundred bytes of the first download (the manifest maps sources to files).
      rolldownOptions: {
        output: {
          chunkFileNames: "assets/[hash].js",
          // Everything the entry imports statically is run on every first visit: one file
          // compresses about 5 KB better than the 16 small chunks Rolldown shares with the lazy
          // pages by default (decision 003). Lazy pages import what they need from it.
          // The podium's group comes second: what the entry takes stays in the entry.
          codeSplitting: { groups: [{ name: "initial", tags: ["$initial"] }, ...podium.groups] },
        },
      },
    },
    server: {
      proxy: { "/api": "http://127.0.0.1:3000" },
    },
  };
});
