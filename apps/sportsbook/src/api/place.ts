import type { ResultCode } from '@casino/contract';
import type { placeTicketBodySchema } from '@casino/contract/sportsbook';
import type { z } from 'zod';
import { findTicket, legsOf } from '../tickets/tickets-db.js';
import { placeTicket, type PlaceRefusal } from '../tickets/place-ticket.js';
import type { SportsbookContext } from './context.js';
import { SportsbookError } from './errors.js';
import type { PlayerSession } from './sessions.js';
import { ticketView } from './tickets-view.js';

/** Each refusal of a placement as the contract's result code. */
const REFUSAL_CODES: Record<PlaceRefusal, ResultCode> = {
  unsupported_currency: 'bet_currency_unsupported',
  bad_selection_count: 'bet_combination_invalid',
  same_event_legs: 'bet_combination_invalid',
  stake_below_min: 'bet_stake_below_minimum',
  stake_above_max: 'bet_stake_above_maximum',
  selection_unavailable: 'bet_selection_unavailable',
  odds_changed: 'bet_odds_changed',
  payout_above_max: 'bet_payout_above_maximum',
  liability_exceeded: 'bet_liability_exceeded',
  insufficient_funds: 'insufficient_funds',
  session_invalid: 'game_session_invalid',
  player_blocked: 'self_exclusion_active',
  wallet_limit: 'amount_out_of_range',
  wallet_refused: 'provider_unavailable',
  wallet_unavailable: 'provider_unavailable',
};

/**
 * Places the player's ticket in the session's currency, on the platform's game session. A refusal
 * answers its result code in the player's language, with the legs whose price moved.
 */
export async function placePlayerTicket(
  ctx: SportsbookContext,
  session: PlayerSession,
  body: z.output<typeof placeTicketBodySchema>,
) {
  const answer = await placeTicket(ctx.deps, {
    playerId: session.playerId,
    sessionToken: session.platformSessionToken,
    idempotencyKey: body.idempotencyKey,
    currency: session.currency,
    stake: BigInt(body.stake),
    bet: body.bet,
    selections: body.selections,
    acceptOddsChange: body.acceptOddsChange,
  });
  if (!answer.ok) {
    const data = { movedLegs: answer.movedLegs, selection: answer.selection ?? null };
    throw new SportsbookError(REFUSAL_CODES[answer.reason], session.language, data);
  }
  const ticket = (await findTicket(ctx.deps.db, answer.ticket.id))!;
  // A replay under this key by another player cannot happen: keys are per player.
  const legs = await legsOf(ctx.deps.db, ticket.id);
  const movedLegs = body.selections.flatMap((s, i) => (Number(legs[i]?.oddsTaken) === s.odds ? [] : [i]));
  return { ticket: ticketView(ticket, legs, ctx.deps.state), movedLegs };
}
