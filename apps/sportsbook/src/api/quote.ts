import type { FeedState } from '../feed/feed-state.js';
import type { Specifiers } from '../markets/market.js';
import { SYSTEM_BETS, systemLines } from '../settlement/bets.js';

interface SelectionRef {
  eventId: string;
  marketType: string;
  specifiers: Specifiers;
  outcomeId: string;
}

/** Decimal odds multiplied, shown to two decimals rounded down (the ticket is priced exactly on placement). */
const combinedOdds = (odds: number[]) => Math.floor(odds.reduce((product, o) => product * o, 1) * 100) / 100;

/** The systems a number of selections from different events makes: the named ones, then every k from n. */
function systemsFor(count: number) {
  if (count < 3) return [];
  const named = Object.entries(SYSTEM_BETS)
    .filter(([, spec]) => spec.selections === count)
    .map(([name]) => ({
      name,
      size: null,
      lines: systemLines(name as keyof typeof SYSTEM_BETS).lines.length,
    }));
  const kFromN = Array.from({ length: count - 2 }, (_, i) => i + 2).map((size) => ({
    name: `${size}/${count}`,
    size,
    lines: systemLines({ size, from: count }).lines.length,
  }));
  return [...named, ...kFromN];
}

/**
 * Prices a bet slip: each selection's current odds and market version (or that it cannot be taken
 * now), and which bets the selections make. Legs of one event cannot be combined.
 */
export function quoteSelections(state: FeedState, selections: SelectionRef[]) {
  const priced = selections.map((s) => {
    const check = state.checkSelection(s.eventId, s.marketType, s.specifiers, s.outcomeId);
    return check.ok
      ? { ...s, isAvailable: true, odds: check.odds, version: check.version }
      : { ...s, isAvailable: false, odds: null, version: null };
  });
  const isCombinable = new Set(selections.map((s) => s.eventId)).size === selections.length;
  const allAvailable = priced.every((p) => p.isAvailable);
  const canAccumulate = isCombinable && selections.length >= 2;
  return {
    selections: priced,
    combinations: {
      singles: selections.length >= 1,
      accumulator: {
        isPossible: canAccumulate,
        odds: canAccumulate && allAvailable ? combinedOdds(priced.map((p) => p.odds!)) : null,
      },
      systems: isCombinable ? systemsFor(selections.length) : [],
    },
  };
}
