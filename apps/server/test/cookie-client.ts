import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One browser's worth of cookies over `app.inject`: what the server sets is sent back, what it
 * clears is dropped, as a browser would (same origin, so no Origin header is needed).
 */
export class CookieClient {
  readonly jar = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = "198.51.100.7",
  ) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: this.ip,
      headers: { ...headers, ...(this.jar.size ? { cookie: this.cookieHeader() } : {}) },
      ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
    };
    const response = await this.app.inject(options);
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.value === "" ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request("GET", url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request("POST", url, body ?? {}, headers);
  put = (url: string, body?: unknown) => this.request("PUT", url, body ?? {});
  delete = (url: string, body?: unknown) => this.request("DELETE", url, body);

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
