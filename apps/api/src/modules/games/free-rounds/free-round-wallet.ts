import { and, eq, sql } from 'drizzle-orm';
import { freeRoundGrants, gameRounds, outboxEvents, type FreeRoundGrantRow } from '../../../db/schema';
import type { DbExecutor } from '../../../db/transaction';
import { AppError } from '../../../lib/app-error';

/** Statuses a free round may still be played in ('pending': the provider already names it, so it has it). */
const playableStatuses: ReadonlySet<string> = new Set(['pending', 'delivered', 'active']);

export interface FreeRoundBet {
  grantId: string;
  playerId: string;
  providerId: string;
  gameId: string;
  currency: string;
  now: Date;
}

/**
 * Uses one round of a grant for a bet of 0, inside the wallet's transaction (the player's row is
 * already locked, and the grant's row is locked here too). A grant of another player, game, provider
 * or currency, or none, is free_round_not_granted; a grant with no round left, expired or cancelled is
 * free_rounds_used_up. Replays never get here: the transaction id answered first.
 */
export async function takeFreeRound(tx: DbExecutor, bet: FreeRoundBet): Promise<FreeRoundGrantRow> {
  const [grant] = await tx
    .select()
    .from(freeRoundGrants)
    .where(eq(freeRoundGrants.id, bet.grantId))
    .for('update');
  if (
    !grant ||
    grant.playerId !== bet.playerId ||
    grant.providerId !== bet.providerId ||
    grant.gameId !== bet.gameId ||
    grant.currency !== bet.currency
  )
    throw new AppError('free_round_not_granted');
  const isExpired = grant.expiresAt !== null && grant.expiresAt <= bet.now;
  if (!playableStatuses.has(grant.status) || isExpired || grant.roundsUsed >= grant.roundsGranted)
    throw new AppError('free_rounds_used_up');
  const [updated] = await tx
    .update(freeRoundGrants)
    .set({
      roundsUsed: sql`${freeRoundGrants.roundsUsed} + 1`,
      status: 'active',
      updatedAt: bet.now,
    })
    .where(eq(freeRoundGrants.id, grant.id))
    .returning();
  return updated!;
}

/** The grant of a free round, for the maximum win (measured on the grant's bet value). */
export async function freeRoundBetOf(tx: DbExecutor, grantId: string): Promise<bigint> {
  const [grant] = await tx
    .select({ betMinor: freeRoundGrants.betMinor })
    .from(freeRoundGrants)
    .where(eq(freeRoundGrants.id, grantId));
  return grant?.betMinor ?? 0n;
}

/**
 * A win of a free round, after its round row was updated: adds it to the grant's total win and, when
 * it closed the grant's last round, completes the grant with the outbox event 'free_rounds.completed'
 * (a bonus campaign's grant turns the total into a bonus with wagering from it); true then.
 */
export async function recordFreeRoundWin(
  tx: DbExecutor,
  input: { grantId: string; amount: bigint; roundClosed: boolean; now: Date },
): Promise<boolean> {
  const [grant] = await tx
    .update(freeRoundGrants)
    .set({
      totalWin: sql`${freeRoundGrants.totalWin} + ${input.amount.toString()}::bigint`,
      updatedAt: input.now,
    })
    .where(eq(freeRoundGrants.id, input.grantId))
    .returning();
  if (!grant || !input.roundClosed) return false;
  if (grant.status !== 'active' || grant.roundsUsed < grant.roundsGranted) return false;
  const [open] = await tx
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.freeRoundGrantId, grant.id), eq(gameRounds.status, 'open')))
    .limit(1);
  if (open) return false;
  const [completed] = await tx
    .update(freeRoundGrants)
    .set({ status: 'completed', completedAt: input.now, updatedAt: input.now })
    .where(and(eq(freeRoundGrants.id, grant.id), eq(freeRoundGrants.status, 'active')))
    .returning();
  if (!completed) return false;
  await tx.insert(outboxEvents).values({
    topic: 'free_rounds.completed',
    payload: {
      freeRoundGrantId: completed.id,
      playerId: completed.playerId,
      gameId: completed.gameId,
      currency: completed.currency,
      rounds: completed.roundsGranted,
      betMinor: completed.betMinor.toString(),
      totalWin: completed.totalWin.toString(),
      source: completed.source,
      sourceKey: completed.sourceKey,
    },
    createdAt: input.now,
  });
  return true;
}

/** A free round's bet rolled back: the round goes back to the grant (its round was never played). */
export async function returnFreeRound(tx: DbExecutor, grantId: string, now: Date): Promise<void> {
  await tx
    .update(freeRoundGrants)
    .set({ roundsUsed: sql`greatest(${freeRoundGrants.roundsUsed} - 1, 0)`, updatedAt: now })
    .where(eq(freeRoundGrants.id, grantId));
}
