import { formatNumber, formattingLocale } from '@casino/rules/formatting';
import { kenoRtpRange } from '@casino/fair/games/keno/keno-game';
import { plinkoRtpRange } from '@casino/fair/games/plinko/plinko-game';
import type { StudioGame } from '@casino/fair/games/registry';
import { slotDetails } from '@casino/fair/games/slots/slot-details';
import { slotTitles } from '@casino/fair/games/slots/slot-titles';
import {
  translatedLanguages,
  type GameText,
  type GameTranslation,
  type TranslatedLanguage,
} from '@casino/fair/games/game-texts/game-translation';
import { germanTexts } from './texts-de';
import { spanishTexts } from './texts-es';
import { frenchTexts } from './texts-fr';
import { norwegianTexts } from './texts-no';
import { portugueseTexts } from './texts-pt';

const translations: Record<TranslatedLanguage, GameTranslation> = {
  es: spanishTexts,
  de: germanTexts,
  fr: frenchTexts,
  pt: portugueseTexts,
  no: norwegianTexts,
};

/** The RTP ranges of the games whose tables differ by risk, by slug. */
const rtpRanges: Record<string, readonly [string, string]> = { keno: kenoRtpRange, plinko: plinkoRtpRange };

function textIn(game: StudioGame, language: TranslatedLanguage): GameText | null {
  const translation = translations[language];
  const locale = formattingLocale(language);
  const number = (value: number, fractionDigits = 0) => formatNumber(value, locale, fractionDigits);
  const title = slotTitles.find((entry) => entry.slug === game.meta.slug);
  if (title) {
    const description = translation.slotDescriptions[title.slug];
    return description ? { description, details: slotDetails(title, translation.slotDetails, number) } : null;
  }
  const text = translation.games[game.meta.slug];
  if (!text) return null;
  const [low = '0', high = '0'] = rtpRanges[game.meta.slug] ?? [];
  const figures: Record<string, string> = {
    rtp: number(Number(game.meta.rtp), 2),
    low: number(Number(low), 2),
    high: number(Number(high), 2),
  };
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => figures[name] ?? '');
  return { description: fill(text.description), details: fill(text.details) };
}

/**
 * A game's catalogue texts in every language the studio offers: English from its own entry, the
 * others written here, with the figures from the same maths in each language's notation.
 */
export function gameTexts(game: StudioGame): Record<string, GameText> {
  const texts: Record<string, GameText> = {
    en: { description: game.meta.description, details: game.meta.details },
  };
  for (const language of translatedLanguages) {
    const text = textIn(game, language);
    if (text) texts[language] = text;
  }
  return texts;
}
