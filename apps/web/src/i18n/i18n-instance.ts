import { fillText } from "@frontalier/shared/fill-text";

/** One namespace's texts as its JSON file holds them: strings, grouped by nested objects. */
export interface Messages {
  readonly [key: string]: string | Messages;
}

/** `count` picks the plural form (`key_one`, `key_other`…); the other fields fill `{{name}}`. */
export interface TOptions {
  readonly count?: number;
  /** Returned when no namespace has the key (instead of the key). */
  readonly defaultValue?: string;
  readonly [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export type LoadMessages = (language: string, namespace: string) => Promise<Messages>;

export interface I18nOptions {
  language: string;
  /** Used by `t` and by `useTranslation()` without a namespace. */
  defaultNamespace?: string;
  /** Fetches a namespace on demand; without it, `resources` is all there is. */
  load?: LoadMessages;
  /** Texts known from the start (tests), by language then namespace. */
  resources?: Readonly<Record<string, Readonly<Record<string, Messages>>>>;
}

export interface I18n {
  /** The language shown; it changes only once the new one's texts in use have arrived. */
  readonly language: string;
  readonly defaultNamespace: string;
  /** Texts of the default namespace; `ns:key` reads another one. */
  readonly t: TFunction;
  /** A translator over these namespaces (the first found wins), stable while the language is. */
  getFixedT(namespaces: string | readonly string[]): TFunction;
  /** True once each namespace has arrived for the current language, or failed to. */
  isLoaded(namespaces: readonly string[]): boolean;
  /** Never rejects: a failure is reported through `onFailedLoading` and leaves keys shown. */
  loadNamespaces(namespaces: readonly string[]): Promise<void>;
  /** Loads the namespaces used so far in `language`, then switches (no untranslated flash). */
  changeLanguage(language: string): Promise<void>;
  onLanguageChanged(listener: (language: string) => void): () => void;
  onFailedLoading(
    listener: (language: string, namespace: string, error: unknown) => void,
  ): () => void;
  /** For `useSyncExternalStore`: called on a language change and when texts arrive. */
  subscribe(listener: () => void): () => void;
  /** Increases with each change `subscribe` reports. */
  readonly version: number;
}

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * What the app needs of an i18n library and no more (decision 003: i18next and react-i18next
 * were 17.7 KB gzip of the first download): namespaces fetched on demand, nested keys,
 * `{{name}}` and `{{name, number}}` interpolation without escaping (React escapes), plural forms by `Intl.PluralRules`
 * with i18next's JSON suffixes (`_zero` for 0 when given, then `_one`, `_other`…), `ns:key`.
 */
export function createI18n(options: I18nOptions): I18n {
  const defaultNamespace = options.defaultNamespace ?? "common";
  const store = new Map<string, Messages>();
  const failed = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  const used = new Set<string>();
  const translators = new Map<string, TFunction>();
  const pluralRules = new Map<string, Intl.PluralRules>();
  const changeListeners = new Set<() => void>();
  const languageListeners = new Set<(language: string) => void>();
  const failureListeners = new Set<(language: string, namespace: string, error: unknown) => void>();
  let language = options.language;
  let wanted = language;
  let version = 0;

  for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
    for (const [ns, messages] of Object.entries(namespaces)) store.set(`${lng}|${ns}`, messages);
  }

  const changed = () => {
    version += 1;
    for (const listener of changeListeners) listener();
  };

  const loadOne = (lng: string, ns: string): Promise<void> => {
    const id = `${lng}|${ns}`;
    used.add(ns);
    if (store.has(id) || failed.has(id) || !options.load) return Promise.resolve();
    let loading = pending.get(id);
    if (!loading) {
      loading = options.load(lng, ns).then(
        (messages) => {
          store.set(id, messages);
        },
        (error: unknown) => {
          failed.add(id);
          for (const listener of failureListeners) listener(lng, ns, error);
        },
      );
      loading = loading.finally(() => {
        pending.delete(id);
        if (lng === language) changed();
      });
      pending.set(id, loading);
    }
    return loading;
  };

  const plural = (lng: string, count: number): string => {
    let rules = pluralRules.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      pluralRules.set(lng, rules);
    }
    return rules.select(count);
  };

  const translate = (namespaces: readonly string[], fullKey: string, opts?: TOptions): string => {
    const separator = fullKey.indexOf(":");
    const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
    const searched = separator > 0 ? [fullKey.slice(0, separator)] : namespaces;
    const count = opts?.count;
    const candidates =
      typeof count === "number"
        ? [
            ...(count === 0 ? [`${key}_zero`] : []),
            `${key}_${plural(language, count)}`,
            // Our files write `_one` and `_other` in every language; French, Spanish, Italian and
            // Portuguese also have `many` (a million, `1 000 000 de pages`), which reads `_other`.
            `${key}_other`,
            key,
          ]
        : [key];
    for (const ns of searched) {
      const messages = store.get(`${language}|${ns}`);
      for (const candidate of candidates) {
        const text = lookup(messages, candidate);
        if (text !== undefined) return fillText(text, opts, language);
      }
    }
    return opts?.defaultValue ?? key;
  };

  const getFixedT = (namespaces: string | readonly string[]): TFunction => {
    const list = typeof namespaces === "string" ? [namespaces] : namespaces;
    const id = `${language}|${list.join(",")}`;
    let t = translators.get(id);
    if (!t) {
      t = (key, opts) => translate(list, key, opts);
      translators.set(id, t);
    }
    return t;
  };

  return {
    get language() {
      return language;
    },
    defaultNamespace,
    t: (key, opts) => translate([defaultNamespace], key, opts),
    getFixedT,
    isLoaded: (namespaces) =>
      !options.load ||
      namespaces.every((ns) => {
        const id = `${language}|${ns}`;
        return store.has(id) || failed.has(id);
      }),
    loadNamespaces: async (namespaces) => {
      await Promise.all(namespaces.map((ns) => loadOne(language, ns)));
    },
    changeLanguage: async (next) => {
      wanted = next;
      await Promise.all([...used].map((ns) => loadOne(next, ns)));
      // A later call won the race: its language is the one to show.
      if (wanted !== next || language === next) return;
      language = next;
      translators.clear();
      for (const listener of languageListeners) listener(next);
      changed();
    },
    onLanguageChanged: (listener) => {
      languageListeners.add(listener);
      return () => languageListeners.delete(listener);
    },
    onFailedLoading: (listener) => {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
    subscribe: (listener) => {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    get version() {
      return version;
    },
  };
}
