import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import type { TFunction, TOptions } from "./i18n-instance";

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A text whose `<name>…</name>` parts become the element given for `name` (a link…), with the
 * enclosed words as its children: `Voir notre <privacy>politique</privacy>.` Tags not given
 * stay as plain text. The translations use one level of tags, so they do not nest.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components: Readonly<Record<string, ReactElement>>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", inner = ""] = match;
    const element = components[name];
    if (!element) continue;
    parts.push(text.slice(last, match.index));
    parts.push(cloneElement(element, { key: parts.length }, inner));
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
