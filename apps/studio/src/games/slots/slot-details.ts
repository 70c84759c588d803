import type { SlotTitle } from './titles/slot-title';

/** The catalogue's `details` line of a title, written from its maths so it never says something else. */
export function slotDetails(title: SlotTitle): string {
  const { layout, reels, freeSpins, bonusBuy, jackpot, wild, scatter } = title.config;
  const parts: string[] = [];
  if (layout.kind === 'lines')
    parts.push(`${reels.length} reels, ${layout.rows} rows, ${layout.paylines.length} fixed paylines.`);
  else if (layout.kind === 'ways') parts.push(`${reels.length} reels, ${layout.rows} rows, ${layout.rows ** reels.length} ways.`);
  else
    parts.push(
      `${reels.length} reels of ${layout.minRows} to ${layout.maxRows} rows each spin: up to ${(layout.maxRows ** reels.length).toLocaleString('en')} ways.`,
    );
  if (wild) parts.push('Wild substitutes.');
  if (scatter && freeSpins)
    parts.push(
      `3 or more scatters award free spins${freeSpins.multiplier > 1 ? ` at ${freeSpins.multiplier}x` : ''}, retriggerable up to ${freeSpins.cap}.`,
    );
  if (bonusBuy) parts.push(`Bonus buy: ${bonusBuy.spins} free spins for ${bonusBuy.price}x the bet (RTP ${title.bonusBuyRtp} %).`);
  if (jackpot) parts.push(`Progressive jackpot fed by ${jackpot.contributionBp / 100} % of every stake (part of the RTP).`);
  parts.push(`RTP ${title.rtp} %.`);
  return parts.join(' ');
}
