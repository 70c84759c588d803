import { describe, expect, it } from 'vitest';
import { slotTitles } from '@casino/fair/games/slots/slot-titles';
import { drawSymbol, isArtName, symbolArt, type ArtName } from './symbol-art';
import { toMarkup } from './svg-shape';

describe('slot symbol art', () => {
  it.each(slotTitles.map((title) => [title.slug, title] as const))(
    '%s draws each of its symbols, each differently',
    (_slug, title) => {
      expect(Object.keys(title.theme.symbols).sort()).toEqual([...title.config.symbols].sort());
      const drawings = Object.values(title.theme.symbols);
      expect(new Set(drawings).size).toBe(drawings.length);
      for (const drawing of drawings) expect(isArtName(drawing), drawing).toBe(true);
    },
  );

  it.each(Object.keys(symbolArt) as ArtName[])(
    '%s needs no emoji font and keeps its paints under its prefix',
    (name) => {
      const markup = toMarkup(drawSymbol(name, 'p7'));
      expect(markup).not.toMatch(/\p{Extended_Pictographic}/u);
      const ids = [...markup.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]!);
      expect(ids.every((id) => id.startsWith('p7-'))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      for (const [, reference] of markup.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(reference);
      expect(symbolArt[name].name).not.toBe('');
    },
  );
});
