export interface ContentSecurityPolicyOptions {
  /** `'sha256-…'` sources of the inline scripts index.html runs. */
  scriptHashes: readonly string[];
  analyticsScriptUrl?: string | undefined;
}

/**
 * Scripts run only from our origin, the hashed inline scripts of index.html and the analytics
 * origin when configured: never 'unsafe-inline'. 'wasm-unsafe-eval' is for the barcode scanner's
 * WebAssembly; styles allow inline because UI libraries set style attributes.
 */
export function buildContentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const analyticsOrigin = options.analyticsScriptUrl
    ? [new URL(options.analyticsScriptUrl).origin]
    : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'wasm-unsafe-eval'", ...options.scriptHashes, ...analyticsOrigin],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...analyticsOrigin],
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ["manifest-src", "'self'"],
  ];
  return directives.map((sources) => sources.join(" ")).join("; ");
}
