import { isRecord } from "./is-record";

/*
 * The parts of a hand-written answer reader (decisions 046, 049): each checks a value as the
 * contract's zod schema does and throws `MalformedAnswer` (a TypeError, which `call` turns into an
 * unexpected answer) otherwise. Readers built of them are held to their schemas by
 * `reader-conformance.ts` in their tests.
 */

export class MalformedAnswer extends TypeError {
  constructor(part: string) {
    super(`Malformed answer: ${part}`);
  }
}

export function record(value: unknown, part: string): Record<string, unknown> {
  if (!isRecord(value) || Array.isArray(value)) throw new MalformedAnswer(part);
  return value;
}

export function list(value: unknown, part: string): unknown[] {
  if (!Array.isArray(value)) throw new MalformedAnswer(part);
  return value;
}

/** Each item of a list read by `read`, as `z.array(item)`. */
export const listOf = <T>(
  read: (value: unknown, part: string) => T,
  value: unknown,
  part: string,
) => Array.from(list(value, part), (item) => read(item, part));

export function text(value: unknown, part: string): string {
  if (typeof value !== "string") throw new MalformedAnswer(part);
  return value;
}

export const texts = (value: unknown, part: string) => listOf(text, value, part);

/** A finite number, as `z.number()` takes it. */
export function number(value: unknown, part: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new MalformedAnswer(part);
  return value;
}

/** A safe integer, as `z.number().int()` takes it. */
export function whole(value: unknown, part: string): number {
  if (!Number.isSafeInteger(value)) throw new MalformedAnswer(part);
  return value as number;
}

/** `z.number().int().positive()`. */
export function positiveWhole(value: unknown, part: string): number {
  const count = whole(value, part);
  if (count <= 0) throw new MalformedAnswer(part);
  return count;
}

/** `z.number().positive()`. */
export function positive(value: unknown, part: string): number {
  const amount = number(value, part);
  if (amount <= 0) throw new MalformedAnswer(part);
  return amount;
}

export function flag(value: unknown, part: string): boolean {
  if (typeof value !== "boolean") throw new MalformedAnswer(part);
  return value;
}

export function oneOf<T extends string>(values: readonly T[], value: unknown, part: string): T {
  if (!values.includes(value as T)) throw new MalformedAnswer(part);
  return value as T;
}

export const nullable = <T>(
  read: (value: unknown, part: string) => T,
  value: unknown,
  part: string,
) => (value === null ? null : read(value, part));

/** `{ [key]: value }` when the answer has the key (`undefined` counts as absent, as in zod). */
export function optional<K extends string, T>(
  from: Record<string, unknown>,
  key: K,
  read: (value: unknown, part: string) => T,
): { [P in K]?: T } {
  const value = from[key];
  return value === undefined ? {} : ({ [key]: read(value, key) } as { [P in K]?: T });
}

/** An amount in minor units and its currency. */
export function money(value: unknown, part: string) {
  const price = record(value, part);
  return { amountMinor: whole(price.amountMinor, part), currency: text(price.currency, part) };
}
