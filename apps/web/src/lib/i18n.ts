import { isLocale, resolveLocale, type Locale } from '@casino/rules/locales';
import { storage, storageKeys, type KeyValueStore } from './storage';
import { Translator, type Messages } from './translator';

export const namespaces = ['common', 'pages', 'auth'] as const;
export type Namespace = (typeof namespaces)[number];

/** Each language's name in that language, for the selector; not translated on purpose. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
  no: 'Norsk',
};

// Lazy: every file becomes its own chunk and only the active language is fetched.
const loaders = import.meta.glob<{ default: Messages }>('../locales/*/*.json');

async function loadMessages(language: string, namespace: string): Promise<Messages> {
  const load = loaders[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No messages for ${language}/${namespace}`);
  return (await load()).default;
}

const knownNamespaces = [
  ...new Set(Object.keys(loaders).map((path) => path.split('/')[3]!.replace('.json', ''))),
];

/** Spec section 4: stored locale if supported, else the browser's, else region-less, else en. */
export function detectLocale(
  store: KeyValueStore = storage,
  nav: Pick<Navigator, 'languages' | 'language'> = navigator,
  search: string = typeof location === 'undefined' ? '' : location.search,
): Locale {
  // A link to a page in a language (?lang=de: the sitemap's and hreflang's addresses) chooses it.
  const asked = new URLSearchParams(search).get('lang');
  if (isLocale(asked)) {
    store.set(storageKeys.locale, asked);
    return asked;
  }
  const browser = nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
  return resolveLocale({ stored: store.get(storageKeys.locale), browser });
}

// Every key exists in every language (a test enforces it), so there is no fallback language to fetch.
export const i18n = new Translator(loadMessages, 'common', knownNamespaces);

export async function initI18n(locale: Locale): Promise<Translator> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (language) => {
      if (typeof document !== 'undefined') document.documentElement.lang = language;
    });
    await i18n.init(locale, namespaces);
    document.documentElement.lang = i18n.language;
  }
  return i18n;
}

export function currentLocale(): Locale {
  const language = i18n.language;
  return isLocale(language) ? language : 'en';
}

/** Switching loads the messages, sets <html lang> (languageChanged) and stores the choice. */
export async function changeLocale(locale: Locale, store: KeyValueStore = storage): Promise<void> {
  store.set(storageKeys.locale, locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
