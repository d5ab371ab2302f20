import { useContext, useEffect, useSyncExternalStore } from "react";
import type { I18n, TFunction } from "./i18n-instance";
import { I18nContext } from "./i18n-provider";

export interface UseTranslation {
  t: TFunction;
  i18n: I18n;
  /** False only with `useSuspense: false`, until the namespaces have arrived (or failed). */
  ready: boolean;
}

/**
 * The texts of `namespaces` (the first one found wins; none: the default namespace) in the
 * current language. Suspends until they have arrived, so that no key is ever painted; with
 * `useSuspense: false` it renders at once with `ready` false. Re-renders on a language change.
 */
export function useTranslation(
  namespaces?: string | readonly string[],
  options: { useSuspense?: boolean } = {},
): UseTranslation {
  const i18n = useContext(I18nContext);
  const list =
    namespaces === undefined
      ? [i18n.defaultNamespace]
      : typeof namespaces === "string"
        ? [namespaces]
        : namespaces;
  useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  const ready = i18n.isLoaded(list);
  const key = list.join(",");
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(key.split(","));
  }, [i18n, key, ready]);
  // React shows the nearest Suspense fallback and renders again once the promise settles.
  if (!ready && options.useSuspense !== false) throw i18n.loadNamespaces(list);
  return { t: i18n.getFixedT(list), i18n, ready };
}
