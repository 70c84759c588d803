import { describe, expect, it } from 'vitest';
import { studioGames } from '@casino/fair/games/registry';
import { gameTexts } from './game-texts';

const languages = ['en', 'es', 'de', 'fr', 'pt', 'no'];

/** Every figure of a text as its digits, whatever the notation: '1.000.000', '1 000 000' and '1,000,000' alike. */
function figuresOf(text: string): string[] {
  const figures = text.match(/\d+(?:[.,]\d+|[ \u00a0\u202f]\d{3}(?!\d))*/g) ?? [];
  return figures.map((figure) => figure.replace(/\D/g, '')).sort();
}

describe('catalogue texts of the studio games', () => {
  it('gives every game a description and details in all six languages, none left in English', () => {
    expect(studioGames).toHaveLength(19);
    for (const game of studioGames) {
      const texts = gameTexts(game);
      expect(Object.keys(texts).sort(), game.meta.slug).toEqual([...languages].sort());
      for (const language of languages.filter((code) => code !== 'en')) {
        const text = texts[language]!;
        expect(text.description.length, `${game.meta.slug} ${language}`).toBeGreaterThan(20);
        expect(text.description, `${game.meta.slug} ${language}`).not.toBe(game.meta.description);
        expect(text.details, `${game.meta.slug} ${language}`).not.toBe(game.meta.details);
        expect(text.details, `${game.meta.slug} ${language}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('states the same figures in every language as the English texts, which come from the maths', () => {
    for (const game of studioGames) {
      const texts = gameTexts(game);
      for (const language of languages) {
        const where = `${game.meta.slug} ${language}`;
        expect(figuresOf(texts[language]!.description), where).toEqual(figuresOf(game.meta.description));
        expect(figuresOf(texts[language]!.details), where).toEqual(figuresOf(game.meta.details));
      }
    }
  });

  it('writes the figures in each language notation', () => {
    const keno = gameTexts(studioGames.find((game) => game.meta.slug === 'keno')!);
    expect(keno.en!.details).toContain('98.98 %');
    expect(keno.de!.details).toContain('98,98 %');
    const megaways = gameTexts(studioGames.find((game) => game.meta.slug === 'gold-rush-megaways')!);
    expect(megaways.de!.details).toContain('46.656');
    expect(megaways.no!.details.replace(/[\u00a0\u202f]/g, ' ')).toContain('46 656');
  });
});
