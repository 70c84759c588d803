import type { ResultCode } from '@casino/contract';
import type { Locale } from '@casino/rules';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import no from './no.json';
import pt from './pt.json';

/**
 * Server messages (`info.message`) per language: result codes, plus the field-rule keys of
 * packages/rules and success texts. en is complete by test.
 */
export type MessageKey = ResultCode | keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

export const catalogues: Record<Locale, Partial<Catalogue>> = { en: en as Catalogue, es, de, fr, pt, no };

export function translate(locale: Locale, key: MessageKey): string {
  return catalogues[locale][key] ?? catalogues.en[key] ?? key;
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogues.en, value);
}

/** A message with `{name}` placeholders filled in. */
export function translateWith(locale: Locale, key: MessageKey, params: Record<string, string>): string {
  return translate(locale, key).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
