/** The catalogue tile of Nova Mines: a field of tiles with gems turned and one mine. */
const tiles = Array.from({ length: 15 }, (_, index) => {
  const x = 110 + (index % 5) * 38;
  const y = 48 + Math.floor(index / 5) * 48;
  const isGem = [1, 6, 7, 12].includes(index);
  const isMine = index === 8;
  const tile = `<rect x="${x}" y="${y}" width="32" height="40" rx="6" fill="${isGem ? '#134e4a' : isMine ? '#7f1d1d' : '#2e1f55'}" stroke="${isGem ? '#22c55e' : '#6d28d9'}" stroke-width="2"/>`;
  const icon = isGem
    ? `<polygon points="${x + 16},${y + 8} ${x + 27},${y + 17} ${x + 16},${y + 33} ${x + 5},${y + 17}" fill="#22d3ee"/>`
    : isMine
      ? `<circle cx="${x + 16}" cy="${y + 20}" r="9" fill="#1f0a12" stroke="#fca5a5" stroke-width="3"/>`
      : '';
  return tile + icon;
}).join('');

export const minesArtwork = { from: '#04201c', to: '#115e59', glyph: tiles };
