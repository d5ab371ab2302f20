import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve("react-router/package.json"));
/** The package ships a production build but its `exports` only name the development one. */
const productionEntry = join(packageDir, "dist/production/index.mjs");

/**
 * Builds with React Router's production files and lets the bundler drop the components we never
 * render (decision 003). The package's components are made with `React.forwardRef(…)` calls that
 * carry no pure annotation and get a `displayName` assigned at module level; both count as side
 * effects, so `<Form>`, `fetcher.Form` and their form-submission code (about 1.3 KB gzip) stayed
 * in the first download although the app only uses the declarative router. `displayName` only
 * names components in React's developer tools.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: "frontalier:react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      return source === "react-router" ? productionEntry : null;
    },
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code) {
        const trimmed = code
          .replace(/^\w+\.displayName = "[^"]*";$/gm, "")
          .replace(/= (React\d*\.forwardRef\()/g, "= /* @__PURE__ */ $1");
        return trimmed === code ? null : { code: trimmed, map: null };
      },
    },
  };
}
