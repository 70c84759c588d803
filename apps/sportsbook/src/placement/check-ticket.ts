// Placement rules for a ticket, checked against the feed state: the bet kind's shape, the stake limits
// of the currency, the odds and market version the player saw (with their odds-change acceptance), the
// maximum payout and the liability per outcome. Pure: the caller holds the lock, supplies the exposure
// already taken, and runs the check again after the live delay (placeAfterDelay).
import type { Specifiers } from '../markets/market.js';
import type { FeedState } from '../feed/feed-state.js';
import { systemLines, type SystemSpec } from '../settlement/bets.js';
import { oddsRatio } from '../settlement/leg.js';
import { applyRatio, mul, ONE, type Ratio } from '../settlement/ratio.js';
import { marketKey } from '../markets/market.js';

export type BetKind = { kind: 'single' } | { kind: 'accumulator' } | { kind: 'system'; system: SystemSpec };
export type OddsChangeAcceptance = 'none' | 'higher' | 'any';

export interface SelectionRequest {
  eventId: string;
  marketType: string;
  specifiers: Specifiers;
  outcomeId: string;
  /** The odds and market version the player saw. */
  odds: number;
  version: number;
}

export interface TicketRequest {
  currency: string;
  /** The stake of the ticket (single, accumulator) or of each line (system). */
  stake: bigint;
  bet: BetKind;
  selections: SelectionRequest[];
  acceptOddsChange: OddsChangeAcceptance;
}

export interface CurrencyLimits {
  minStake: bigint;
  maxStake: bigint;
  maxPayout: bigint;
  maxLiabilityPerOutcome: bigint;
}

export type PlacementRefusal =
  | 'unsupported_currency'
  | 'bad_selection_count'
  | 'same_event_legs'
  | 'stake_below_min'
  | 'stake_above_max'
  | 'selection_unavailable'
  | 'odds_changed'
  | 'payout_above_max'
  | 'liability_exceeded';

export type TicketCheck =
  | {
      ok: true;
      /** The odds the ticket is taken at, per selection, and the market versions checked. */
      odds: number[];
      versions: number[];
      totalStake: bigint;
      maxPayout: bigint;
      /** Per selection: the potential payout it adds to its outcome's liability. */
      carried: bigint[];
    }
  | { ok: false; reason: PlacementRefusal; selection?: number; detail?: string };

/** The key the liability of an outcome is kept under. */
export const outcomeKey = (
  s: Pick<SelectionRequest, 'eventId' | 'marketType' | 'specifiers' | 'outcomeId'>,
) => `${s.eventId}|${marketKey(s.marketType, s.specifiers)}|${s.outcomeId}`;

function linesOf(bet: BetKind, count: number): number[][] | null {
  if (bet.kind === 'single') return count === 1 ? [[0]] : null;
  if (bet.kind === 'accumulator') return count >= 2 ? [Array.from({ length: count }, (_, i) => i)] : null;
  const { selections, lines } = systemLines(bet.system);
  return selections === count ? lines : null;
}

export function checkTicket(
  state: FeedState,
  request: TicketRequest,
  limits: Readonly<Record<string, CurrencyLimits>>,
  exposure: (outcomeKey: string) => bigint,
): TicketCheck {
  const currency = limits[request.currency];
  if (!currency) return { ok: false, reason: 'unsupported_currency' };
  const lines = linesOf(request.bet, request.selections.length);
  if (!lines) return { ok: false, reason: 'bad_selection_count' };
  const events = new Set(request.selections.map((s) => s.eventId));
  if (request.bet.kind !== 'single' && events.size !== request.selections.length) {
    return { ok: false, reason: 'same_event_legs' };
  }
  if (request.stake < currency.minStake) return { ok: false, reason: 'stake_below_min' };
  const totalStake = request.stake * BigInt(lines.length);
  if (totalStake > currency.maxStake) return { ok: false, reason: 'stake_above_max' };

  const odds: number[] = [];
  const versions: number[] = [];
  for (const [i, s] of request.selections.entries()) {
    const check = state.checkSelection(s.eventId, s.marketType, s.specifiers, s.outcomeId);
    if (!check.ok) return { ok: false, reason: 'selection_unavailable', selection: i, detail: check.reason };
    const isSame = check.odds === s.odds;
    const isAccepted =
      isSame ||
      request.acceptOddsChange === 'any' ||
      (request.acceptOddsChange === 'higher' && check.odds > s.odds);
    if (!isAccepted)
      return { ok: false, reason: 'odds_changed', selection: i, detail: `${s.odds} -> ${check.odds}` };
    odds.push(check.odds);
    versions.push(check.version);
  }

  // The most the ticket can pay: every line won at the accepted odds, each rounded down.
  const lineReturns = lines.map((line) =>
    applyRatio(
      request.stake,
      line.reduce<Ratio>((acc, i) => mul(acc, oddsRatio(odds[i]!)), ONE),
    ),
  );
  const maxPayout = lineReturns.reduce((sum, r) => sum + r, 0n);
  if (maxPayout > currency.maxPayout) return { ok: false, reason: 'payout_above_max' };
  // Each outcome carries the returns of the lines it is in.
  const carried = request.selections.map((_, i) =>
    lines.reduce((sum, line, l) => (line.includes(i) ? sum + lineReturns[l]! : sum), 0n),
  );
  for (const [i, s] of request.selections.entries()) {
    if (exposure(outcomeKey(s)) + carried[i]! > currency.maxLiabilityPerOutcome) {
      return { ok: false, reason: 'liability_exceeded', selection: i };
    }
  }
  return { ok: true, odds, versions, totalStake, maxPayout, carried };
}

/**
 * A live ticket is checked, held for the live delay, and checked again: a goal, a bet stop or a price
 * move during the delay refuses it (or re-prices it within the player's acceptance).
 */
export async function placeAfterDelay(
  check: () => TicketCheck,
  delayMs: number,
  sleep: (ms: number) => Promise<void>,
): Promise<TicketCheck> {
  const first = check();
  if (!first.ok || delayMs <= 0) return first;
  await sleep(delayMs);
  return check();
}
