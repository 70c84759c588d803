// Automatic cash-out: the player sets an amount on an open ticket; as soon as the cash-out offer for
// the whole ticket reaches it, the ticket is cashed out at that offer (quoted and accepted at once, so
// the same checks hold: every open leg offered, its market version unchanged, once per ticket).
import { and, eq } from 'drizzle-orm';
import { autoCashOutRules, tickets } from '../db/schema.js';
import { acceptCashOut, cashOutAmount, quoteCashOut, valueTicket } from './cash-out.js';
import type { SportsbookDeps } from './deps.js';
import { legsOf } from './tickets-db.js';

export type AutoCashOutAnswer =
  | { ok: true; ticketId: string; amountMinor: bigint | null }
  | { ok: false; reason: 'ticket_not_found' | 'ticket_not_open' };

/** Sets (or with `amountMinor` null removes) the rule on the player's own open ticket. */
export async function setAutoCashOut(
  deps: SportsbookDeps,
  request: { playerId: string; ticketId: string; amountMinor: bigint | null },
): Promise<AutoCashOutAnswer> {
  const [ticket] = await deps.db.select().from(tickets).where(eq(tickets.id, request.ticketId));
  if (!ticket || ticket.playerId !== request.playerId) return { ok: false, reason: 'ticket_not_found' };
  if (request.amountMinor === null) {
    await deps.db
      .delete(autoCashOutRules)
      .where(and(eq(autoCashOutRules.ticketId, ticket.id), eq(autoCashOutRules.status, 'active')));
    return { ok: true, ticketId: ticket.id, amountMinor: null };
  }
  if (ticket.status !== 'open') return { ok: false, reason: 'ticket_not_open' };
  const at = deps.now();
  await deps.db
    .insert(autoCashOutRules)
    .values({
      ticketId: ticket.id,
      playerId: ticket.playerId,
      amountMinor: request.amountMinor,
      status: 'active',
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: autoCashOutRules.ticketId,
      set: { amountMinor: request.amountMinor, status: 'active', updatedAt: at },
    });
  return { ok: true, ticketId: ticket.id, amountMinor: request.amountMinor };
}

/**
 * Checks every active rule against the current offer (the feed leader runs it as prices move): an
 * offer at or above the amount is accepted; a rule whose ticket is no longer open ends.
 */
export async function runAutoCashOut(deps: SportsbookDeps): Promise<{ cashedOut: string[] }> {
  const rules = await deps.db
    .select({ rule: autoCashOutRules, ticket: tickets })
    .from(autoCashOutRules)
    .innerJoin(tickets, eq(tickets.id, autoCashOutRules.ticketId))
    .where(eq(autoCashOutRules.status, 'active'));
  const cashedOut: string[] = [];
  for (const { rule, ticket } of rules) {
    if (ticket.status !== 'open' && ticket.status !== 'pending') {
      await endRule(deps, rule.ticketId, 'ended');
      continue;
    }
    // Valued first without storing a quote: one is made only when the offer reaches the amount.
    const value = valueTicket(deps, ticket, await legsOf(deps.db, ticket.id));
    if (!value.ok || cashOutAmount(ticket.stakeMinor, value.perUnit) < rule.amountMinor) continue;
    const offer = await quoteCashOut(deps, { playerId: rule.playerId, ticketId: rule.ticketId });
    if (!offer.ok || offer.quote.amountMinor < rule.amountMinor) continue;
    const accepted = await acceptCashOut(deps, { playerId: rule.playerId, quoteId: offer.quote.quoteId });
    if (!accepted.ok) continue;
    await endRule(deps, rule.ticketId, 'cashed_out');
    cashedOut.push(rule.ticketId);
  }
  return { cashedOut };
}

async function endRule(deps: SportsbookDeps, ticketId: string, status: 'cashed_out' | 'ended') {
  await deps.db
    .update(autoCashOutRules)
    .set({ status, updatedAt: deps.now() })
    .where(eq(autoCashOutRules.ticketId, ticketId));
}
