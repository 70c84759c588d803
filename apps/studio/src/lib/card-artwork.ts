/**
 * Playing cards, chips and wheel wedges for the catalogue thumbnails, as SVG markup. The suits are
 * drawn, not typed: a suit character depends on the fonts of the device that shows the tile.
 */
export type Suit = 'spade' | 'heart' | 'diamond' | 'club';

const red = '#e11d48';
const black = '#111827';
const font = 'font-family="system-ui, sans-serif" font-weight="900"';

/** A suit in a 100 × 100 box. */
const suitShapes: Record<Suit, string> = {
  spade:
    '<path d="M50 6 C62 28 92 40 92 62 C92 78 72 84 58 72 L64 94 H36 L42 72 C28 84 8 78 8 62 C8 40 38 28 50 6 Z"/>',
  heart:
    '<path d="M50 92 C34 76 6 60 6 36 C6 18 20 8 32 8 C42 8 48 16 50 24 C52 16 58 8 68 8 C80 8 94 18 94 36 C94 60 66 76 50 92 Z"/>',
  diamond: '<path d="M50 4 L88 50 L50 96 L12 50 Z"/>',
  club: '<circle cx="50" cy="28" r="20"/><circle cx="28" cy="58" r="20"/><circle cx="72" cy="58" r="20"/><path d="M50 44 L62 94 H38 Z"/>',
};

export const suitColour = (suit: Suit) => (suit === 'heart' || suit === 'diamond' ? red : black);

export function suitMark(suit: Suit, x: number, y: number, size: number, colour = suitColour(suit)): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})" fill="${colour}">${suitShapes[suit]}</g>`;
}

/** A face-up card whose top left corner is at (x, y), turned by `turn` degrees about its centre. */
export function faceCard(rank: string, suit: Suit, x: number, y: number, turn = 0, width = 84): string {
  const height = width * 1.42;
  const colour = suitColour(suit);
  const cornerSize = width * 0.3;
  return `<g transform="rotate(${turn} ${x + width / 2} ${y + height / 2})">
    <rect x="${x + 3}" y="${y + 5}" width="${width}" height="${height}" rx="${width * 0.12}" fill="#000" opacity="0.3"/>
    <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width * 0.12}" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/>
    <text x="${x + width * 0.2}" y="${y + cornerSize}" text-anchor="middle" font-size="${cornerSize}" fill="${colour}" ${font}>${rank}</text>
    ${suitMark(suit, x + width * 0.1, y + cornerSize * 1.15, width * 0.2)}
    ${suitMark(suit, x + width * 0.3, y + height * 0.36, width * 0.52)}</g>`;
}

/** A card face down: the studio's violet back with a diamond in a frame. */
export function backCard(x: number, y: number, turn = 0, width = 84): string {
  const height = width * 1.42;
  return `<g transform="rotate(${turn} ${x + width / 2} ${y + height / 2})">
    <rect x="${x + 3}" y="${y + 5}" width="${width}" height="${height}" rx="${width * 0.12}" fill="#000" opacity="0.3"/>
    <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width * 0.12}" fill="#f8fafc"/>
    <rect x="${x + 6}" y="${y + 6}" width="${width - 12}" height="${height - 12}" rx="${width * 0.08}" fill="#6d28d9"/>
    <rect x="${x + 12}" y="${y + 12}" width="${width - 24}" height="${height - 24}" rx="${width * 0.05}" fill="none" stroke="#c4b5fd" stroke-width="2"/>
    ${suitMark('diamond', x + width * 0.3, y + height / 2 - width * 0.2, width * 0.4, '#c4b5fd')}</g>`;
}

/** A casino chip seen from above. */
export function chip(cx: number, cy: number, r: number, colour: string): string {
  return `<circle cx="${cx}" cy="${cy + 3}" r="${r}" fill="#000" opacity="0.3"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" stroke="#0f172a" stroke-width="2"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="#ffffff" stroke-width="${r * 0.22}" stroke-dasharray="${r * 0.42} ${r * 0.42}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${colour}" stroke="#ffffff" stroke-width="2" opacity="0.95"/>`;
}

/** The ring piece between radii r0 and r1 from angle a0 to a1 (degrees, clockwise from straight up). */
export function wedge(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): string {
  const at = (r: number, a: number) => {
    const radians = ((a - 90) * Math.PI) / 180;
    return `${(cx + r * Math.cos(radians)).toFixed(2)} ${(cy + r * Math.sin(radians)).toFixed(2)}`;
  };
  const large = a1 - a0 > 180 ? 1 : 0;
  return `M${at(r1, a0)} A${r1} ${r1} 0 ${large} 1 ${at(r1, a1)} L${at(r0, a1)} A${r0} ${r0} 0 ${large} 0 ${at(r0, a0)} Z`;
}

export const label = (x: number, y: number, text: string, size: number, fill: string) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-size="${size}" fill="${fill}" ${font}>${text}</text>`;
