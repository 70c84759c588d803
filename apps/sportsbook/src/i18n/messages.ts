import type { ResultCode } from '@casino/contract';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import no from './no.json';
import pt from './pt.json';

/** The messages of the result codes the sportsbook answers, in the six languages of the product. */
export const sportsbookCatalogues = { en, es, de, fr, pt, no } as const;
export type SportsbookLanguage = keyof typeof sportsbookCatalogues;
export const sportsbookLanguages = Object.keys(sportsbookCatalogues) as SportsbookLanguage[];

export function isSportsbookLanguage(value: string): value is SportsbookLanguage {
  return Object.hasOwn(sportsbookCatalogues, value);
}

/** The message of a code in a language (English when the language or the code is not in a catalogue). */
export function messageOf(language: string, code: ResultCode): string {
  const catalogue: Record<string, string> = isSportsbookLanguage(language)
    ? sportsbookCatalogues[language]
    : sportsbookCatalogues.en;
  return catalogue[code] ?? (sportsbookCatalogues.en as Record<string, string>)[code] ?? code;
}
