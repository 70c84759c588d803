import { describe, expect, it } from 'vitest';
import { studioGames } from '@casino/fair/games/registry';
import { hasOwnThumbnail, thumbnailSvg } from './artwork';

/** Every game's tile is drawn, needs no emoji font, and each paint it uses is defined in the tile. */
describe('catalogue thumbnails', () => {
  it.each(studioGames.map((game) => [game.meta.slug, game.meta.title] as const))(
    '%s has art of its own',
    (slug, title) => {
      expect(hasOwnThumbnail(slug)).toBe(true);
      const svg = thumbnailSvg(slug, title);
      expect(svg).not.toMatch(/\p{Extended_Pictographic}/u);
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size).toBe(ids.length);
      const references = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map(
        (match) => match[1] ?? match[2],
      );
      for (const reference of references) expect(ids).toContain(reference);
    },
  );

  it('draws an unknown game with the studio mark, not with another game', () => {
    expect(hasOwnThumbnail('no-such-game')).toBe(false);
    expect(thumbnailSvg('no-such-game', 'New')).not.toBe(thumbnailSvg('dice', 'New'));
  });
});
