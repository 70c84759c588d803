/**
 * Builds a reel strip from symbol counts, each symbol spread evenly along the strip (so scatters and
 * wilds do not bunch), then turned by `turn` positions so the reels of a title differ. Integer keys
 * only: the same counts give the same strip everywhere, and the strip is what the RTP is computed on.
 */
export function reelStrip(counts: Readonly<Record<string, number>>, turn = 0): string[] {
  const entries = Object.entries(counts).filter(([, count]) => count > 0);
  const length = entries.reduce((sum, [, count]) => sum + count, 0);
  const placed: { key: number; order: number; symbol: string }[] = [];
  entries.forEach(([symbol, count], order) => {
    for (let i = 0; i < count; i += 1)
      placed.push({
        key: Math.floor(((2 * i + 1) * length * 997 + order * 131) / (2 * count)),
        order,
        symbol,
      });
  });
  placed.sort((a, b) => a.key - b.key || a.order - b.order);
  const strip = placed.map((entry) => entry.symbol);
  const shift = ((turn % length) + length) % length;
  return [...strip.slice(shift), ...strip.slice(0, shift)];
}
