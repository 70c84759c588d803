import type { ResultCode } from '@casino/contract';
import type { Locale } from '@casino/rules';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import no from './no.json';
import pt from './pt.json';

/** Server messages (`info.message`) per language; keys are result codes. en is complete by test. */
export type MessageKey = ResultCode;
export type Catalogue = Record<MessageKey, string>;

export const catalogues: Record<Locale, Partial<Catalogue>> = { en: en as Catalogue, es, de, fr, pt, no };

export function translate(locale: Locale, key: MessageKey): string {
  return catalogues[locale][key] ?? catalogues.en[key] ?? key;
}
