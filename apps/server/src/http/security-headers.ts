import type { FastifyReply, FastifyRequest } from "fastify";

const everyResponse = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
} as const;

/** What only a document the browser renders uses: pages, not API answers. */
const documentOnly = {
  "cross-origin-opener-policy": "same-origin-allow-popups",
  "permissions-policy": "camera=(self), geolocation=(self), microphone=(), payment=(self)",
} as const;

/**
 * An API answer (JSON, a CSV, an image) is never a page that runs anything, so its policy
 * forbids everything, as the OWASP REST Security cheat sheet advises; opened by itself, it
 * cannot load or be framed. Short, too: the page's policy is 400 bytes on every answer.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const isApi = (url: string) => url.startsWith("/api/");

/**
 * Sets the headers every response carries: pages get `documentPolicy` and the document-only
 * headers, `/api/` answers the API policy. HSTS only over HTTPS: browsers ignore it on plain HTTP
 * (RFC 6797 §7.2), and sending it from a local http:// server would only mislead.
 */
export function securityHeaders(documentPolicy: string) {
  const api = { ...everyResponse, "content-security-policy": API_CONTENT_SECURITY_POLICY };
  const document = { ...everyResponse, ...documentOnly, "content-security-policy": documentPolicy };
  return (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(isApi(request.url) ? api : document);
    if (request.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
  };
}
