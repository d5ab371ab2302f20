export interface StreamEvent {
  event: string;
  data: string;
  /** Milliseconds since the stream was asked for. */
  atMs: number;
}

export interface StreamResult {
  status: number;
  /** The instance that served the stream, when it came through the proxy. */
  upstream: string | null;
  events: StreamEvent[];
  /** Whether the stream ended with `done` (rather than the connection closing or the time running out). */
  done: boolean;
}

/**
 * Reads a server-sent event stream until its `done` event, the end of the connection or
 * `timeoutMs`, keeping each event with the time it arrived (a proxy that buffered would deliver
 * them all at the end).
 */
export async function readEventStream(
  url: string,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<StreamResult> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const started = Date.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const events: StreamEvent[] = [];
  let done = false;
  try {
    const response = await fetch(url, {
      headers: { accept: "text/event-stream", ...options.headers },
      signal: controller.signal,
    });
    const upstream = response.headers.get("x-upstream");
    if (!response.body) return { status: response.status, upstream, events, done };
    const decoder = new TextDecoder();
    let buffered = "";
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffered.indexOf("\n\n");
        while (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf("\n\n");
          const event: StreamEvent = { event: "message", data: "", atMs: Date.now() - started };
          for (const line of block.split("\n")) {
            if (line.startsWith("event:")) event.event = line.slice(6).trim();
            else if (line.startsWith("data:")) event.data += line.slice(5).trim();
          }
          events.push(event);
          if (event.event === "done") done = true;
        }
        if (done) break;
      }
    } catch (error) {
      // Running out of time is an answer here (done stays false); anything else is not.
      if (!controller.signal.aborted) throw error;
    }
    return { status: response.status, upstream, events, done };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
