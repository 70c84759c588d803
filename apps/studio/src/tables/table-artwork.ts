import { backCard, chip, faceCard, label, wedge } from '../lib/card-artwork';
import { wheelSegments } from '@casino/fair/tables/money-wheel-math';

/** Catalogue tiles of the live RNG tables: the wheel, the cards and the chips each game is played with. */

function rouletteGlyph(): string {
  const [cx, cy] = [200, 122];
  const step = 360 / 37;
  const pockets = Array.from({ length: 37 }, (_, index) => {
    const fill = index === 0 ? '#16a34a' : index % 2 === 1 ? '#dc2626' : '#111827';
    return `<path d="${wedge(cx, cy, 68, 94, index * step - step / 2, index * step + step / 2)}" fill="${fill}" stroke="#facc15" stroke-width="0.8"/>`;
  }).join('');
  const diamonds = Array.from(
    { length: 8 },
    (_, index) =>
      `<polygon points="${cx},${cy - 106} ${cx + 4},${cy - 100} ${cx},${cy - 94} ${cx - 4},${cy - 100}" transform="rotate(${index * 45} ${cx} ${cy})" fill="#fde68a"/>`,
  ).join('');
  const turret = [0, 90]
    .map(
      (turn) =>
        `<g transform="rotate(${turn + 20} ${cx} ${cy})"><rect x="${cx - 4}" y="${cy - 40}" width="8" height="80" rx="4" fill="#facc15" stroke="#78350f" stroke-width="1.5"/>
      <circle cx="${cx}" cy="${cy - 40}" r="6" fill="#fde68a" stroke="#78350f" stroke-width="1.5"/><circle cx="${cx}" cy="${cy + 40}" r="6" fill="#fde68a" stroke="#78350f" stroke-width="1.5"/></g>`,
    )
    .join('');
  return `<defs>
      <radialGradient id="roulette-wood" cx="0.5" cy="0.5" r="0.5"><stop offset="0.7" stop-color="#92400e"/><stop offset="1" stop-color="#451a03"/></radialGradient>
      <radialGradient id="roulette-cone" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fde68a"/><stop offset="0.5" stop-color="#b45309"/><stop offset="1" stop-color="#451a03"/></radialGradient>
      <radialGradient id="roulette-ball" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#94a3b8"/></radialGradient></defs>
    <circle cx="${cx + 4}" cy="${cy + 8}" r="112" fill="#000" opacity="0.35"/>
    <circle cx="${cx}" cy="${cy}" r="112" fill="url(#roulette-wood)" stroke="#1c0a02" stroke-width="3"/>
    ${diamonds}
    <circle cx="${cx}" cy="${cy}" r="95" fill="#1c1917"/>${pockets}
    <circle cx="${cx}" cy="${cy}" r="66" fill="url(#roulette-cone)" stroke="#facc15" stroke-width="2"/>
    ${turret}<circle cx="${cx}" cy="${cy}" r="9" fill="#fde68a" stroke="#78350f" stroke-width="2"/>
    <circle cx="${cx + 56}" cy="${cy - 62}" r="8" fill="url(#roulette-ball)" stroke="#0f172a" stroke-width="1.5"/>`;
}

const wheelColours: Record<string, string> = {
  1: '#facc15',
  2: '#60a5fa',
  5: '#a78bfa',
  10: '#34d399',
  20: '#fb923c',
  40: '#f472b6',
};

function moneyWheelGlyph(): string {
  const [cx, cy] = [200, 126];
  const step = 360 / wheelSegments.length;
  const segments = wheelSegments
    .map((segment, index) => {
      const fill = segment.kind === 'number' ? wheelColours[segment.value]! : '#f8fafc';
      return `<path d="${wedge(cx, cy, 30, 96, index * step, (index + 1) * step)}" fill="${fill}" stroke="#1e1b4b" stroke-width="1.2"/>`;
    })
    .join('');
  const bulbs = Array.from({ length: 24 }, (_, index) => {
    const angle = (index * 15 * Math.PI) / 180;
    return `<circle cx="${(cx + 103 * Math.sin(angle)).toFixed(1)}" cy="${(cy - 103 * Math.cos(angle)).toFixed(1)}" r="3.2" fill="${index % 2 ? '#fef9c3' : '#ffffff'}"/>`;
  }).join('');
  return `<circle cx="${cx + 4}" cy="${cy + 8}" r="110" fill="#000" opacity="0.35"/>
    <circle cx="${cx}" cy="${cy}" r="110" fill="#b45309" stroke="#fde68a" stroke-width="4"/>${bulbs}
    <circle cx="${cx}" cy="${cy}" r="97" fill="#1e1b4b"/>${segments}
    <circle cx="${cx}" cy="${cy}" r="30" fill="#312e81" stroke="#facc15" stroke-width="4"/>
    <polygon points="${cx},${cy - 18} ${cx + 5},${cy - 6} ${cx + 18},${cy - 5} ${cx + 8},${cy + 4} ${cx + 11},${cy + 17} ${cx},${cy + 10} ${cx - 11},${cy + 17} ${cx - 8},${cy + 4} ${cx - 18},${cy - 5} ${cx - 5},${cy - 6}" fill="#facc15"/>
    <polygon points="${cx - 14},${cy - 122} ${cx + 14},${cy - 122} ${cx},${cy - 92}" fill="#ef4444" stroke="#ffffff" stroke-width="3" stroke-linejoin="round"/>`;
}

function blackjackGlyph(): string {
  return `<path id="blackjack-arc" d="M64 182 Q200 244 336 182" fill="none"/>
    <path d="M40 168 Q200 246 360 168" fill="none" stroke="#facc15" stroke-width="2" opacity="0.5"/>
    <text font-size="15" letter-spacing="2" fill="#fde68a" font-family="system-ui, sans-serif" font-weight="800"><textPath href="#blackjack-arc" startOffset="50%" text-anchor="middle">BLACKJACK PAYS 3 TO 2</textPath></text>
    ${faceCard('A', 'spade', 112, 22, -10)}${faceCard('K', 'heart', 190, 18, 8)}
    <circle cx="306" cy="54" r="26" fill="#facc15" stroke="#78350f" stroke-width="3"/>${label(306, 64, '21', 28, '#1c1917')}
    ${chip(318, 130, 22, '#dc2626')}${chip(80, 128, 20, '#2563eb')}`;
}

function baccaratGlyph(): string {
  const hand = (x: number, title: string, colour: string) =>
    `<rect x="${x - 86}" y="24" width="172" height="164" rx="18" fill="#000" fill-opacity="0.18" stroke="${colour}" stroke-width="3"/>
    <rect x="${x - 54}" y="166" width="108" height="30" rx="15" fill="${colour}" stroke="#0f172a" stroke-width="2"/>${label(x, 187, title, 16, '#ffffff')}`;
  return `${hand(108, 'PLAYER', '#2563eb')}${hand(292, 'BANKER', '#dc2626')}
    ${faceCard('4', 'club', 50, 44, -6, 66)}${faceCard('5', 'diamond', 100, 40, 6, 66)}
    ${faceCard('K', 'spade', 234, 44, -6, 66)}${backCard(284, 40, 6, 66)}
    ${chip(200, 112, 20, '#16a34a')}`;
}

export const tableArtwork: Record<string, { from: string; to: string; glyph: string }> = {
  'nova-roulette': { from: '#052e16', to: '#15803d', glyph: rouletteGlyph() },
  'nova-money-wheel': { from: '#3b0764', to: '#86198f', glyph: moneyWheelGlyph() },
  'nova-blackjack': { from: '#022c22', to: '#0f766e', glyph: blackjackGlyph() },
  'nova-baccarat': { from: '#3f0a1e', to: '#9f1239', glyph: baccaratGlyph() },
};
