import { createHash } from 'node:crypto';
import { slotArtwork } from '../games/slots/slot-artwork';
import { hiloArtwork } from '../games/hilo/hilo-artwork';
import { kenoArtwork } from '../games/keno/keno-artwork';
import { minesArtwork } from '../games/mines/mines-artwork';
import { plinkoArtwork } from '../games/plinko/plinko-artwork';
import { crashArtwork } from '../crash/crash-artwork';
import { tableArtwork } from '../tables/table-artwork';

/** The studio's own artwork, drawn as SVG so it is crisp at every size and needs no binary files. */

type Artwork = { from: string; to: string; glyph: string };

/** A game without art of its own yet gets the studio's mark rather than another game's picture. */
const studioMark: Artwork = {
  from: '#12071f',
  to: '#3b1d6e',
  glyph: `<path d="M140 190 L200 50 L260 190 Z" fill="#a78bfa"/><circle cx="200" cy="146" r="24" fill="#fde047"/>`,
};

const art: Record<string, Artwork> = {
  ...slotArtwork,
  ...tableArtwork,
  plinko: plinkoArtwork,
  keno: kenoArtwork,
  mines: minesArtwork,
  hilo: hiloArtwork,
  crash: crashArtwork,
  dice: {
    from: '#1b1140',
    to: '#3a1d7a',
    glyph: `<g transform="translate(200 128) rotate(-12)">
      <rect x="-58" y="-58" width="116" height="116" rx="22" fill="#f5f3ff" stroke="#a78bfa" stroke-width="6"/>
      <g fill="#4c1d95"><circle cx="-28" cy="-28" r="11"/><circle cx="28" cy="-28" r="11"/><circle r="11"/>
      <circle cx="-28" cy="28" r="11"/><circle cx="28" cy="28" r="11"/></g></g>`,
  },
  limbo: {
    from: '#04202b',
    to: '#0b4f6c',
    glyph: `<path d="M70 200 Q 180 190 250 120 T 340 40" fill="none" stroke="#22d3ee" stroke-width="10" stroke-linecap="round"/>
      <circle cx="340" cy="40" r="14" fill="#fde047"/>
      <text x="120" y="110" font-size="58" font-weight="800" fill="#e0f2fe" font-family="system-ui, sans-serif">2.00×</text>`,
  },
};

/** A long title gets a smaller font so it stays inside the 400-wide tile (about 0.6 em a character). */
function titleSize(title: string): number {
  return Math.max(18, Math.min(34, Math.floor(360 / (title.length * 0.6))));
}

export const hasOwnThumbnail = (slug: string) => slug in art;

export function thumbnailSvg(slug: string, title: string): string {
  const look = art[slug] ?? studioMark;
  const safeTitle = title.replace(/[&<>"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>
${look.glyph}
<text x="200" y="270" text-anchor="middle" font-size="${titleSize(safeTitle)}" font-weight="800" fill="#ffffff" font-family="system-ui, sans-serif">${safeTitle}</text>
</svg>`;
}

export const studioLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" width="160" height="48">
<rect width="160" height="48" rx="10" fill="#12071f"/>
<path d="M14 36 L24 12 L34 36 Z" fill="#a78bfa"/><circle cx="24" cy="28" r="4" fill="#fde047"/>
<text x="44" y="31" font-size="18" font-weight="800" fill="#f5f3ff" font-family="system-ui, sans-serif">Nova Studio</text>
</svg>`;

/** The thumbnail of a game and its version (its content's hash): a versioned URL never changes. */
export function thumbnail(slug: string, title: string): { svg: string; version: string } {
  const svg = thumbnailSvg(slug, title);
  return { svg, version: createHash('sha256').update(svg).digest('hex').slice(0, 12) };
}
