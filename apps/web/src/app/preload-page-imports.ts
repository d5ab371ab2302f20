import { PAGE_IMPORTS_META } from "@frontalier/shared/page-imports";

/**
 * Asks at once for every chunk the server listed as imported by the page the document was loaded
 * for (issue 19): without it, the browser learns of them one level of imports at a time, a round
 * trip each, after the page's own chunk. Run when the entry starts, so that they never share the
 * line with the entry before the first paint. Only same-origin `/assets/` paths are taken.
 */
export function preloadPageImports(doc: Document = document): void {
  const listed = doc.querySelector(`meta[name="${PAGE_IMPORTS_META}"]`)?.getAttribute("content");
  for (const file of listed?.split(" ") ?? []) {
    if (!/^\/assets\/[\w.-]+\.js$/.test(file)) continue;
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    doc.head.appendChild(link);
  }
}
