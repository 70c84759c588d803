/** The catalogue tile of Nova Hi-Lo: two cards and the two calls. */
export const hiloArtwork = {
  from: '#2a0a1a',
  to: '#831843',
  glyph: `<g font-family="system-ui, sans-serif" font-weight="900" text-anchor="middle">
      <rect x="108" y="40" width="84" height="120" rx="10" fill="#f5f3ff" stroke="#a855f7" stroke-width="4" transform="rotate(-8 150 100)"/>
      <text x="146" y="114" font-size="40" fill="#1e1b4b" transform="rotate(-8 150 100)">7♠</text>
      <rect x="208" y="40" width="84" height="120" rx="10" fill="#f5f3ff" stroke="#a855f7" stroke-width="4" transform="rotate(8 250 100)"/>
      <text x="250" y="114" font-size="40" fill="#e11d48" transform="rotate(8 250 100)">Q♥</text>
      <text x="200" y="214" font-size="30" fill="#fde047">▲ HI · LO ▼</text></g>`,
};
