import { drawSymbol, isArtName, symbolArt } from './art/symbol-art';
import { starPoints, toMarkup } from './art/svg-shape';
import { slotTitles } from '@casino/fair/games/slots/slot-titles';
import type { SlotTitle } from '@casino/fair/games/slots/titles/slot-title';

/**
 * Catalogue thumbnails of the slot titles, from their own themes: the title's colours and three of its
 * symbols on reel tiles, the best-paying one in the middle between the wild and the scatter.
 */

function showcase(title: SlotTitle): [string, string, string] {
  const { pays, wild, scatter } = title.config;
  const payers = Object.keys(pays)
    .filter((symbol) => symbol !== wild)
    .sort((a, b) => Math.max(...pays[b]!) - Math.max(...pays[a]!));
  return [wild ?? payers[2]!, payers[0]!, scatter ?? payers[1]!];
}

function tile(title: SlotTitle, symbol: string, x: number, y: number, size: number): string {
  const art = title.theme.symbols[symbol];
  if (!isArtName(art)) throw new Error(`${title.slug}: no drawing for ${symbol}`);
  const inner = size * 0.86;
  const drawing = toMarkup(drawSymbol(art, `thumb-${symbol}`));
  return `<rect x="${x - size / 2}" y="${y}" width="${size}" height="${size}" rx="16" fill="#0b0618" fill-opacity="0.6" stroke="${symbolArt[art].accent}" stroke-width="4"/>
    <g transform="translate(${x - inner / 2} ${y + (size - inner) / 2}) scale(${inner / 100})">${drawing}</g>`;
}

function glyphOf(title: SlotTitle): string {
  const [left, centre, right] = showcase(title);
  const rays = `<polygon points="${starPoints(200, 118, 260, 40, 16)}" fill="#ffffff" opacity="0.07"/>`;
  return `${rays}${tile(title, left, 82, 70, 100)}${tile(title, right, 318, 70, 100)}${tile(title, centre, 200, 48, 136)}`;
}

export const slotArtwork: Record<string, { from: string; to: string; glyph: string }> = Object.fromEntries(
  slotTitles.map((title) => [
    title.slug,
    { from: title.theme.colours[0], to: title.theme.colours[1], glyph: glyphOf(title) },
  ]),
);
