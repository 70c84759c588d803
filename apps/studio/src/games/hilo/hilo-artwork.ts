import { faceCard, label } from '../../lib/card-artwork';

/** The catalogue tile of Nova Hi-Lo: two cards and the two calls. */
export const hiloArtwork = {
  from: '#2a0a1a',
  to: '#831843',
  glyph: `${faceCard('7', 'spade', 110, 36, -8)}${faceCard('Q', 'heart', 206, 36, 8)}
      <polygon points="110,214 124,192 138,214" fill="#4ade80"/>${label(200, 214, 'HI · LO', 28, '#fde047')}<polygon points="262,192 276,214 290,192" fill="#f87171"/>`,
};
