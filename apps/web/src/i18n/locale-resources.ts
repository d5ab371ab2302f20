import type { BackendModule, ReadCallback } from "i18next";

type Loader = () => Promise<{ default: Record<string, unknown> }>;

// One lazily loaded chunk per language and namespace (spec §7: locale files loaded on demand).
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  "../../../../packages/shared/locales/*/*.json",
);

const loaders = new Map<string, Loader>(
  Object.entries(files).map(([path, load]) => {
    const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    return [`${lang}/${ns}`, load as Loader];
  }),
);

export async function loadLocaleNamespace(lang: string, ns: string) {
  const load = loaders.get(`${lang}/${ns}`);
  if (!load) throw new Error(`No locale file ${lang}/${ns}`);
  return (await load()).default;
}

export const lazyLocaleBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadLocaleNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
