/**
 * How a request goes: `fetch`, or a function that answers like it (`sendWithProgress`, for an
 * upload's progress). Rejects when the server could not be reached (a TypeError) or on abort.
 */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;
