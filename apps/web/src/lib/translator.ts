/**
 * The app's messages and their lookup: the part of i18next the app uses (namespaces loaded on demand per
 * language, `ns:key` and nested `a.b` keys, `{{value}}` interpolation, `_zero`/`_one`/`_other` plurals by
 * Intl.PluralRules, `defaultValue`), in some 2 KB instead of i18next's 16 KB gzip, which every route's
 * first load carried. Its calls keep i18next's names, so a screen reads as before.
 */
export type Messages = { [key: string]: string | Messages };

export type TOptions = {
  count?: number;
  defaultValue?: string;
  /** The namespaces to look in, in order; the first is the default. */
  ns?: string | readonly string[];
  [value: string]: unknown;
};

export type TFunction = (key: string, options?: TOptions) => string;

/** Fetches one namespace of one language. */
export type MessageLoader = (language: string, namespace: string) => Promise<Messages>;

type LanguageListener = (language: string) => void;

const toList = (ns: string | readonly string[] | undefined): readonly string[] =>
  ns === undefined ? [] : typeof ns === 'string' ? [ns] : ns;

function lookup(messages: Messages | undefined, path: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{-?\s*([^{}\s]+)\s*\}\}/g, (_, name: string) => {
    let value: unknown = values;
    for (const part of name.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    return value === undefined || value === null ? '' : String(value);
  });
}

export class Translator {
  language = '';
  isInitialized = false;
  private readonly bundles = new Map<string, Messages>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly languageListeners = new Set<LanguageListener>();
  private readonly changeListeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(
    private readonly load: MessageLoader,
    /** The namespaces a key without `ns:` and a `t` without `ns` look in. */
    readonly defaultNamespace: string,
    /** Which `x:` prefixes of a key name a namespace (the rest is part of the key). */
    private readonly knownNamespaces: readonly string[],
  ) {}

  get resolvedLanguage(): string {
    return this.language;
  }

  /** Sets the language once its namespaces are loaded. */
  async init(language: string, namespaces: readonly string[]): Promise<void> {
    await this.loadFor(language, namespaces);
    this.language = language;
    this.isInitialized = true;
    this.changed();
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(`${language}/${namespace}`);
  }

  /** Loads namespaces of the current language (each file once, however many ask). */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    return this.loadFor(this.language, toList(namespaces));
  }

  /** Loads, in these languages, every namespace loaded so far in any. */
  async loadLanguages(languages: string | readonly string[]): Promise<void> {
    const loaded = [...new Set([...this.bundles.keys()].map((id) => id.slice(id.indexOf('/') + 1)))];
    await Promise.all(toList(languages).map((language) => this.loadFor(language, loaded)));
  }

  /** Loads the new language's messages first (no screen shows keys), then switches. */
  async changeLanguage(language: string): Promise<void> {
    await this.loadLanguages(language);
    if (language === this.language) return;
    this.language = language;
    this.languageListeners.forEach((listener) => listener(language));
    this.changed();
  }

  on(_event: 'languageChanged', listener: LanguageListener): void {
    this.languageListeners.add(listener);
  }

  off(_event: 'languageChanged', listener: LanguageListener): void {
    this.languageListeners.delete(listener);
  }

  /** Told of every loaded namespace and language change (useTranslation re-renders on it). */
  subscribe(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  t: TFunction = (key, options) => this.translate(this.language, key, options);

  exists(key: string, options?: TOptions): boolean {
    return this.find(this.language, key, options) !== undefined;
  }

  getFixedT(language: string | null, namespaces?: string | readonly string[]): TFunction {
    return (key, options) => this.translate(language ?? this.language, key, { ns: namespaces, ...options });
  }

  private translate(language: string, key: string, options: TOptions = {}): string {
    const text = this.find(language, key, options) ?? options.defaultValue;
    if (text === undefined) return this.split(key).key;
    return interpolate(text, options);
  }

  private find(language: string, fullKey: string, options: TOptions = {}): string | undefined {
    const { namespace, key } = this.split(fullKey);
    const namespaces = namespace ? [namespace] : toList(options.ns);
    const keys = [key];
    if (typeof options.count === 'number') {
      keys.unshift(`${key}_${this.plural(language).select(options.count)}`);
      if (options.count === 0) keys.unshift(`${key}_zero`);
    }
    for (const ns of namespaces.length > 0 ? namespaces : [this.defaultNamespace]) {
      const messages = this.bundles.get(`${language}/${ns}`);
      for (const candidate of keys) {
        const text = lookup(messages, candidate);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }

  private split(fullKey: string): { namespace: string | null; key: string } {
    const colon = fullKey.indexOf(':');
    const prefix = colon > 0 ? fullKey.slice(0, colon) : '';
    return this.knownNamespaces.includes(prefix)
      ? { namespace: prefix, key: fullKey.slice(colon + 1) }
      : { namespace: null, key: fullKey };
  }

  private plural(language: string): Intl.PluralRules {
    let rules = this.pluralRules.get(language);
    if (!rules) this.pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules;
  }

  private async loadFor(language: string, namespaces: readonly string[]): Promise<void> {
    const pending = namespaces.map((namespace) => {
      const id = `${language}/${namespace}`;
      let loading = this.loading.get(id);
      if (!loading) {
        loading = this.load(language, namespace).then(
          (messages) => {
            this.bundles.set(id, messages);
            this.changed();
          },
          () => {
            // As with i18next, a failed download leaves the keys showing rather than stopping the app;
            // the next caller tries again.
            this.loading.delete(id);
          },
        );
        this.loading.set(id, loading);
      }
      return loading;
    });
    await Promise.all(pending);
  }

  private changed(): void {
    this.changeListeners.forEach((listener) => listener());
  }
}
