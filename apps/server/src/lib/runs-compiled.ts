/**
 * True when this process runs the compiled JavaScript (`npm run build` → `apps/server/dist`), false
 * when it runs the TypeScript sources through tsx (development, tests). A child process's entry
 * differs between the two: compiled, it is a module of the build; from the sources, a `.mjs`
 * wrapper that loads the libraries natively and our TypeScript through tsx (decision 032).
 */
export const runsCompiled = import.meta.url.endsWith(".js");
