// The worker thread's entry: Node runs workers without the parent's TypeScript loader, so the
// TypeScript entry goes through tsx (a dependency of the server, which always runs under it).
import { tsImport } from "tsx/esm/api";

await tsImport("./pdf-worker-entry.ts", import.meta.url);
