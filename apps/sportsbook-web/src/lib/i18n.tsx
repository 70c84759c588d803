import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import en from '../locales/en.json';

/** The six languages of the product; English is in the entry, the others load when chosen. */
export const locales = ['en', 'es', 'de', 'fr', 'pt', 'no'] as const;
export type Locale = (typeof locales)[number];
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('../locales/es.json'),
  de: () => import('../locales/de.json'),
  fr: () => import('../locales/fr.json'),
  pt: () => import('../locales/pt.json'),
  no: () => import('../locales/no.json'),
};

export function isLocale(value: string | null | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}

export function translate(
  catalogue: Catalogue,
  key: MessageKey,
  values: Record<string, string | number> = {},
) {
  const text: string = catalogue[key] ?? en[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The language the platform launched with (`lang` in the URL), else English. */
export function launchLocale(): Locale {
  const lang = new URL(window.location.href).searchParams.get('lang');
  return isLocale(lang) ? lang : 'en';
}

const I18nContext = createContext<{ locale: Locale; t: Translate }>({
  locale: 'en',
  t: (key, values) => translate(en, key, values),
});

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [catalogue, setCatalogue] = useState<{ locale: Locale; messages: Catalogue }>({
    locale: 'en',
    messages: en,
  });
  useEffect(() => {
    document.documentElement.lang = locale;
    // English is the first state; a launch language never changes while the page lives.
    if (locale === 'en') return;
    let isCurrent = true;
    void loaders[locale]().then((module) => {
      if (isCurrent) setCatalogue({ locale, messages: module.default });
    });
    return () => {
      isCurrent = false;
    };
  }, [locale]);
  const value = useMemo(
    () => ({
      locale: catalogue.locale,
      t: ((key, values) => translate(catalogue.messages, key, values)) as Translate,
    }),
    [catalogue],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export const useI18n = () => useContext(I18nContext);
