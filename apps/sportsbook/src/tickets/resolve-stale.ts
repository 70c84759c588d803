import type { SportsbookDeps } from './deps.js';
import { refuseTicket, rollbackDebit } from './place-ticket.js';
import { payPendingCredits } from './settle-tickets.js';
import {
  setTicketStatus,
  stalePendingTickets,
  ticketsOwedCredits,
  walletCallsOf,
  type TicketRow,
} from './tickets-db.js';

/**
 * A placement cut short leaves its ticket `pending` with its liability held. The journal says how far
 * it got: a debit the wallet confirmed stands (the ticket opens); a debit sent without an answer is
 * rolled back (same transaction ids, so the platform applies each once) and the ticket refused; a
 * ticket that never reached the wallet is refused. A refusal frees the liability.
 */
export async function resolveStalePlacement(deps: SportsbookDeps, ticket: TicketRow) {
  const calls = await walletCallsOf(deps.db, ticket.id);
  const debit = calls.find((call) => call.kind === 'debit');
  const rollback = calls.find((call) => call.kind === 'rollback');
  if (rollback || debit?.state === 'pending') {
    await rollbackDebit(deps, ticket);
  } else if (debit?.state === 'done') {
    await setTicketStatus(deps.db, ticket.id, 'open', deps.now());
  } else {
    await refuseTicket(deps, ticket.id, debit ? 'wallet_refused' : 'wallet_unavailable');
  }
}

/**
 * One retry pass: credits the wallet has not confirmed are sent again, and placements pending for
 * longer than `staleAfterMs` (far beyond a live delay and the wallet's retries) are resolved.
 */
export async function runRetryPass(deps: SportsbookDeps, staleAfterMs: number) {
  const owed = await ticketsOwedCredits(deps.db);
  await payPendingCredits(deps, owed);
  const stale = await stalePendingTickets(deps.db, new Date(deps.now().getTime() - staleAfterMs));
  for (const ticket of stale) await resolveStalePlacement(deps, ticket);
  return { creditsRetried: owed.length, placementsResolved: stale.length };
}
