/** The catalogue tile of Nova Plinko: a peg triangle and a ball above hot and cool buckets. */
const pegs = [0, 1, 2, 3, 4]
  .flatMap((row) =>
    Array.from(
      { length: row + 3 },
      (_, peg) => `<circle cx="${200 + (peg - (row + 2) / 2) * 34}" cy="${50 + row * 30}" r="5"/>`,
    ),
  )
  .join('');
const buckets = ['#ef4444', '#f97316', '#facc15', '#fde047', '#facc15', '#f97316', '#ef4444']
  .map(
    (fill, index) =>
      `<rect x="${200 + (index - 3) * 34 - 15}" y="200" width="30" height="22" rx="5" fill="${fill}"/>`,
  )
  .join('');

export const plinkoArtwork = {
  from: '#1e0b3a',
  to: '#4c1d95',
  glyph: `<g fill="#c4b5fd">${pegs}</g>${buckets}<circle cx="217" cy="105" r="11" fill="#fde047"/>`,
};
