/** The catalogue tile of Nova Keno: a board of numbers, some picked, some drawn. */
const picked = new Set([3, 9, 12, 18]);
const drawn = new Set([9, 12, 5, 20]);
const cells = Array.from({ length: 24 }, (_, index) => {
  const x = 86 + (index % 8) * 30;
  const y = 50 + Math.floor(index / 8) * 44;
  const fill = picked.has(index) && drawn.has(index) ? '#22c55e' : picked.has(index) ? '#a855f7' : '#2e1f55';
  const stroke = drawn.has(index) ? '#22d3ee' : '#6d28d9';
  return `<rect x="${x}" y="${y}" width="24" height="36" rx="5" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
}).join('');

export const kenoArtwork = { from: '#0b1a3a', to: '#1e3a8a', glyph: cells };
