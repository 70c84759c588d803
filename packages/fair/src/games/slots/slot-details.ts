import type { SlotDetailPhrases } from '../game-texts/game-translation';
import type { SlotTitle } from './titles/slot-title';

/** The English pieces of a slot's details line. */
export const englishSlotDetails: SlotDetailPhrases = {
  lines: (reels, rows, lines) => `${reels} reels, ${rows} rows, ${lines} fixed paylines.`,
  ways: (reels, rows, ways) => `${reels} reels, ${rows} rows, ${ways} ways.`,
  megaways: (reels, minRows, maxRows, ways) =>
    `${reels} reels of ${minRows} to ${maxRows} rows each spin: up to ${ways} ways.`,
  wild: 'Wild substitutes.',
  freeSpins: (multiplier, cap) =>
    `3 or more scatters award free spins${multiplier ? ` at ${multiplier}x` : ''}, retriggerable up to ${cap}.`,
  bonusBuy: (spins, price, rtp) => `Bonus buy: ${spins} free spins for ${price}x the bet (RTP ${rtp} %).`,
  jackpot: (share) => `Progressive jackpot fed by ${share} % of every stake (part of the RTP).`,
  rtp: (rtp) => `RTP ${rtp} %.`,
};

/** Writes numbers in the language's notation: '46,656' in English, '46.656' in German. */
export type NumberText = (value: number, fractionDigits?: number) => string;

const englishNumber: NumberText = (value, fractionDigits = 0) =>
  new Intl.NumberFormat('en', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);

/** The catalogue's `details` line of a title, written from its maths so it never says something else. */
export function slotDetails(title: SlotTitle, phrases = englishSlotDetails, number = englishNumber): string {
  const { layout, reels, freeSpins, bonusBuy, jackpot, wild, scatter } = title.config;
  const count = (value: number) => number(value);
  const percent = (rtp: string) => number(Number(rtp), 2);
  const parts: string[] = [];
  if (layout.kind === 'lines')
    parts.push(phrases.lines(count(reels.length), count(layout.rows), count(layout.paylines.length)));
  else if (layout.kind === 'ways')
    parts.push(phrases.ways(count(reels.length), count(layout.rows), count(layout.rows ** reels.length)));
  else
    parts.push(
      phrases.megaways(
        count(reels.length),
        count(layout.minRows),
        count(layout.maxRows),
        count(layout.maxRows ** reels.length),
      ),
    );
  if (wild) parts.push(phrases.wild);
  if (scatter && freeSpins)
    parts.push(
      phrases.freeSpins(freeSpins.multiplier > 1 ? count(freeSpins.multiplier) : null, count(freeSpins.cap)),
    );
  if (bonusBuy)
    parts.push(
      phrases.bonusBuy(count(bonusBuy.spins), count(bonusBuy.price), percent(title.bonusBuyRtp ?? '0')),
    );
  if (jackpot)
    parts.push(phrases.jackpot(number(jackpot.contributionBp / 100, jackpot.contributionBp % 100 ? 2 : 0)));
  parts.push(phrases.rtp(percent(title.rtp)));
  return parts.join(' ');
}
