import en from './locales/en.json';

/**
 * Every text of the game pages, one JSON file per language in `locales/`; the page reads `lang` from
 * its URL. English is in the game's bundle (it names the keys and is the fallback); another language
 * is fetched on demand as a chunk of its own, so no game ships the other five.
 */
export const languages = ['en', 'es', 'de', 'fr', 'pt', 'no'] as const;
export type Language = (typeof languages)[number];

export type TextKey = keyof typeof en;
export type Texts = Record<TextKey, string>;
export const textKeys = Object.keys(en) as TextKey[];

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Texts }>> = {
  es: () => import('./locales/es.json'),
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  pt: () => import('./locales/pt.json'),
  no: () => import('./locales/no.json'),
};

export function pickLanguage(value: string | null): Language {
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/** The texts of one language: English at once, any other from its own file. */
export async function loadTexts(language: Language): Promise<Texts> {
  return language === 'en' ? en : (await loaders[language]()).default;
}

export function translator(texts: Texts) {
  return (key: TextKey, values: Record<string, string> = {}) =>
    (texts[key] ?? en[key]).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
export type Translate = ReturnType<typeof translator>;

/** The translator of one language, once its texts are loaded. */
export async function loadTranslator(language: Language): Promise<Translate> {
  return translator(await loadTexts(language));
}
