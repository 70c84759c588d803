/** Crash's catalogue tile: a red curve that breaks off at its crash point. */
export const crashArtwork = {
  from: '#2b0a14',
  to: '#5c1024',
  glyph: `<path d="M60 205 Q 190 200 270 110 L 300 62" fill="none" stroke="#f43f5e" stroke-width="10" stroke-linecap="round"/>
      <path d="M300 62 l18 -8 m-18 8 l6 18 m-6 -18 l-16 -10" stroke="#fde047" stroke-width="6" stroke-linecap="round"/>
      <text x="96" y="112" font-size="58" font-weight="800" fill="#ffe4e6" font-family="system-ui, sans-serif">4.67×</text>`,
};
