import { isLocale, resolveLocale, supportedLocales, type Locale } from '@casino/rules/locales';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage, storageKeys, type KeyValueStore } from './storage';

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
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No messages for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

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

export const i18n: I18n = i18next.createInstance();

export async function initI18n(locale: Locale): Promise<I18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (language) => {
      if (typeof document !== 'undefined') document.documentElement.lang = language;
    });
    await i18n
      .use(lazyJsonBackend)
      .use(initReactI18next)
      .init({
        lng: locale,
        // Every key exists in every language (a test enforces it), so only the active language is fetched.
        fallbackLng: false,
        supportedLngs: [...supportedLocales],
        load: 'languageOnly',
        ns: [...namespaces],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
    document.documentElement.lang = i18n.language;
  }
  return i18n;
}

export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : 'en';
}

/** Switching loads the messages, sets <html lang> (languageChanged) and stores the choice. */
export async function changeLocale(locale: Locale, store: KeyValueStore = storage): Promise<void> {
  store.set(storageKeys.locale, locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
