import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildManifest } from "./build/build-manifest.ts";

export default defineConfig(({ mode }) => {
  const manifest = buildManifest();
  return {
    plugins: [react(), tailwindcss(), manifest.plugin],
    define: {
      __BUILD_ID__: JSON.stringify(mode === "test" ? "test" : manifest.id),
    },
    build: {
      target: "es2022",
      sourcemap: false,
      assetsInlineLimit: 2048,
    },
    server: {
      proxy: { "/api": "http://127.0.0.1:3000" },
    },
  };
});
