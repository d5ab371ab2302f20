/** Small, dependency-free helpers over document.cookie. */
export function readCookie(name: string, source: string = document.cookie): string | null {
  for (const part of source.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function cookieNames(source: string = document.cookie): string[] {
  return source
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name.length > 0);
}

export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(
    maxAgeDays * 86_400,
  )}; Path=/; SameSite=Lax${secure}`;
}

/** Expires a cookie on every path/domain combination a script may have set it on. */
export function deleteCookie(name: string): void {
  const expired = "Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0";
  const host = location.hostname;
  const domains = ["", host, `.${host}`];
  const parts = host.split(".");
  if (parts.length > 2) domains.push(`.${parts.slice(-2).join(".")}`);
  const paths = ["/", location.pathname];
  for (const domain of domains) {
    for (const path of paths) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
      document.cookie = `${name}=; ${expired}; Path=${path}${domain ? `; Domain=${domain}` : ""}`;
    }
  }
}
