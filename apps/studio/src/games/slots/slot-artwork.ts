import { slotTitles } from './slot-titles';

/**
 * Catalogue thumbnails of the slot titles, from their own themes: the title's colours and its three
 * best-paying symbols on a reel window. Escaped as the thumbnail's title is.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, '');

function glyphOf(slug: string): string {
  const title = slotTitles.find((candidate) => candidate.slug === slug)!;
  const { pays } = title.config;
  const best = Object.keys(pays)
    .sort((a, b) => Math.max(...pays[b]!) - Math.max(...pays[a]!))
    .slice(0, 3);
  const cells = best.map((symbol, i) => {
    const glyph = title.theme.glyphs[symbol] ?? { text: symbol, colour: '#fff' };
    const x = 80 + i * 120;
    return `<rect x="${x - 52}" y="58" width="104" height="124" rx="16" fill="#0b0618" opacity="0.55" stroke="${glyph.colour}" stroke-width="4"/>
      <text x="${x}" y="136" text-anchor="middle" font-size="${glyph.text.length > 2 ? 30 : 60}" font-weight="900" fill="${glyph.colour}" font-family="system-ui, sans-serif">${escape(glyph.text)}</text>`;
  });
  return `<g>${cells.join('')}</g>`;
}

export const slotArtwork: Record<string, { from: string; to: string; glyph: string }> = Object.fromEntries(
  slotTitles.map((title) => [title.slug, { from: title.theme.colours[0], to: title.theme.colours[1], glyph: glyphOf(title.slug) }]),
);
