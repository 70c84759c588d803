import type { providerSportsbookBetSchema } from '@casino/contract';
import type { z } from 'zod';
import type { FeedState } from '../feed/feed-state.js';
import type { BetKind, SelectionRequest } from '../placement/check-ticket.js';
import { systemLines } from '../settlement/bets.js';
import { oddsRatio } from '../settlement/leg.js';
import { mul, ONE, type Ratio } from '../settlement/ratio.js';
import type { LegRow, TicketRow } from './tickets-db.js';

export type SportsbookBetFacts = z.input<typeof providerSportsbookBetSchema>;

/** The lines of a ticket as lists of selection indices: one line of all (single, accumulator) or a system's. */
function linesOf(bet: BetKind, count: number): number[][] {
  if (bet.kind !== 'system') return [Array.from({ length: count }, (_, i) => i)];
  return systemLines(bet.system).lines;
}

/**
 * The house edge of a ticket at placement, in basis points: 1 minus what a unit staked is worth at
 * the model's fair probabilities (each line: the product of its legs' odds x probability; a system
 * bet: the mean over its lines), clamped to 0-10,000. Cashback counts it as the bet's house edge.
 */
export function marginBasisPointsOf(
  state: FeedState,
  bet: BetKind,
  selections: readonly SelectionRequest[],
  odds: readonly number[],
): number {
  const values = selections.map((s, i) => {
    const outcome = state
      .market(s.eventId, s.marketType, s.specifiers)
      ?.outcomes.find((o) => o.id === s.outcomeId);
    return outcome ? odds[i]! * outcome.probability : 1;
  });
  const lines = linesOf(bet, selections.length);
  const worth = lines.reduce((sum, line) => sum + line.reduce((p, i) => p * values[i]!, 1), 0) / lines.length;
  return Math.min(10_000, Math.max(0, Math.round((1 - worth) * 10_000)));
}

/** Exact decimal text of a ratio, rounded down to 4 places. */
function decimalText(r: Ratio): string {
  const scaled = (r.num * 10_000n) / r.den;
  const whole = scaled / 10_000n;
  const fraction = (scaled % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/**
 * What the platform's rules need of a ticket's bet call (docs/provider-protocol.md, section 10): its
 * kind, its combined odds (exact; a system bet: its lowest line's, the strictest for the CP gate), the
 * margin at placement, and its legs for the player's Gaming history. Built from the stored ticket only,
 * so a debit sent again carries the same bytes.
 */
export function sportsbookBetFactsOf(ticket: TicketRow, legs: readonly LegRow[]): SportsbookBetFacts {
  const bet: BetKind =
    ticket.kind === 'system'
      ? { kind: 'system', system: systemSpecOf(ticket.systemName!) }
      : { kind: ticket.kind };
  const lineOdds = linesOf(bet, legs.length).map((line) =>
    line.reduce<Ratio>((acc, i) => mul(acc, oddsRatio(Number(legs[i]!.oddsTaken))), ONE),
  );
  const lowest = lineOdds.reduce((a, b) => (a.num * b.den <= b.num * a.den ? a : b));
  return {
    kind: ticket.kind,
    odds: decimalText(lowest),
    marginBasisPoints: ticket.marginBasisPoints,
    legs: legs.map((leg) => ({
      event: (leg.eventName ?? leg.eventId).slice(0, 200),
      market: leg.marketKey.slice(0, 200),
      selection: leg.outcomeId.slice(0, 200),
      odds: decimalText(oddsRatio(Number(leg.oddsTaken))),
    })),
  };
}

/** A stored system name ('yankee' or 'k/n') as the settlement maths reads it. */
export function systemSpecOf(name: string) {
  const match = /^(\d+)\/(\d+)$/.exec(name);
  return match
    ? { size: Number(match[1]), from: Number(match[2]) }
    : (name as Extract<BetKind, { kind: 'system' }>['system']);
}

/** The name a leg's event is shown under: "Home v Away", an outright's competition, or its id. */
export function eventNameOf(state: FeedState, eventId: string): string {
  const event = state.events.get(eventId);
  if (!event) return eventId;
  return event.kind === 'outright' ? event.home : `${event.home} v ${event.away}`;
}
