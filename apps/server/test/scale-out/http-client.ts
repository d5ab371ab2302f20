export interface HttpAnswer<Body = unknown> {
  status: number;
  body: Body;
  headers: Headers;
  /** The instance that answered, when the answer came through the proxy (`X-Upstream`). */
  upstream: string | null;
}

export interface HttpClientOptions {
  /** The page's origin as a browser would send it on state-changing calls (PUBLIC_URL). */
  origin: string;
  /** Sent as X-Forwarded-For: the address the rate limits see when talking straight to an instance. */
  forwardedFor?: string;
  timeoutMs?: number;
}

/**
 * One browser over real HTTP: the cookies any instance sets are sent to every instance and to the
 * proxy alike, as a browser on one site would. Each call names where it goes (an instance's URL
 * or the proxy's), so that a test can move one shopper between them.
 */
export class HttpClient {
  readonly jar = new Map<string, string>();

  constructor(private readonly options: HttpClientOptions) {}

  async request<Body = unknown>(
    base: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<HttpAnswer<Body>> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (this.jar.size > 0) headers.cookie = this.cookieHeader();
    if (method !== "GET" && method !== "HEAD") headers.origin = this.options.origin;
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.options.forwardedFor) headers["x-forwarded-for"] = this.options.forwardedFor;
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    this.keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get("content-type")?.includes("json") && text !== "") {
      parsed = JSON.parse(text);
    }
    return {
      status: response.status,
      body: parsed as Body,
      headers: response.headers,
      upstream: response.headers.get("x-upstream"),
    };
  }

  get = <Body = unknown>(base: string, path: string) => this.request<Body>(base, "GET", path);
  post = <Body = unknown>(base: string, path: string, body: unknown = {}) =>
    this.request<Body>(base, "POST", path, body);
  put = <Body = unknown>(base: string, path: string, body: unknown = {}) =>
    this.request<Body>(base, "PUT", path, body);
  patch = <Body = unknown>(base: string, path: string, body: unknown = {}) =>
    this.request<Body>(base, "PATCH", path, body);

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** What the server sets is kept, what it clears or expires is dropped. */
  private keepCookies(setCookies: readonly string[]) {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const equals = pair.indexOf("=");
      if (equals < 1) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", setting = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(setting) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === "") this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}
