import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import de from '../locales/de/backoffice.json';
import en from '../locales/en/backoffice.json';
import es from '../locales/es/backoffice.json';
import fr from '../locales/fr/backoffice.json';
import no from '../locales/no/backoffice.json';
import pt from '../locales/pt/backoffice.json';

/** The back office's messages: English first, the six languages of the product, one flat file each. */
export const catalogues = { en, es, de, fr, pt, no } as const;
export type Locale = keyof typeof catalogues;
export type MessageKey = keyof typeof en;
export const locales = Object.keys(catalogues) as Locale[];

export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
  no: 'Norsk',
};

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translate(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}) {
  const text: string = catalogues[locale][key] ?? en[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const localeKey = 'backoffice.locale';

function initialLocale(): Locale {
  const stored = localStorage.getItem(localeKey);
  if (stored && stored in catalogues) return stored as Locale;
  const browser = navigator.language.slice(0, 2).replace('nb', 'no').replace('nn', 'no');
  return browser in catalogues ? (browser as Locale) : 'en';
}

const I18nContext = createContext<{
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
} | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const setLocale = useCallback((next: Locale) => {
    localStorage.setItem(localeKey, next);
    document.documentElement.lang = next;
    setLocaleState(next);
  }, []);
  const value = useMemo(
    () => ({ locale, setLocale, t: ((key, values) => translate(locale, key, values)) as Translate }),
    [locale, setLocale],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n() {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useI18n outside I18nProvider');
  return context;
}
