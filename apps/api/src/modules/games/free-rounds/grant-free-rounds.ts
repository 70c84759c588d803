import { and, eq } from 'drizzle-orm';
import { freeRoundGrants, games, players } from '../../../db/schema';
import type { DbExecutor } from '../../../db/transaction';
import { AppError } from '../../../lib/app-error';
import { notifyPlayer } from '../../notifications/notify-player';

/** The most free rounds one grant may carry (the protocol's limit too). */
export const maxFreeRoundsPerGrant = 1000;

export interface GrantFreeRoundsInput {
  playerId: string;
  /** The platform's game id (games.id) of a provider game. */
  gameId: string;
  rounds: number;
  /** The player's account currency: free rounds are played in it. */
  currency: string;
  /** The stake each free round is played at, minor units; default: the game's minimum bet. */
  betMinor?: bigint;
  /** Who grants: 'loyalty_level', 'bonus_campaign', 'staff' ... */
  source: string;
  /** Unique over all grants: the same key grants once, whatever the number of calls. */
  sourceKey: string;
  expiresAt?: Date | null;
  /** The staff user granting by hand, kept on the grant for the audit trail. */
  grantedByStaffId?: string | null;
  /** The staff user's reason, kept with the grant. */
  staffNote?: string | null;
  now?: Date;
}

export interface GrantFreeRoundsResult {
  grantId: string;
  /** True when the source key had already granted: nothing new was written. */
  replayed: boolean;
}

/**
 * Writes a free-rounds grant inside the caller's transaction, idempotent on `sourceKey`, and nothing
 * else: no HTTP. The grant starts `pending`; the deliverer (deliver-free-rounds.ts) pushes it to the
 * provider afterwards, so a loyalty or bonus projection can grant inside its own transaction and a
 * provider that is down delays the spins without failing the grant.
 */
export async function grantFreeRounds(
  tx: DbExecutor,
  input: GrantFreeRoundsInput,
): Promise<GrantFreeRoundsResult> {
  if (!Number.isInteger(input.rounds) || input.rounds < 1 || input.rounds > maxFreeRoundsPerGrant)
    throw new AppError('validation_error', 'rounds must be a whole number from 1 to 1000');
  if (!input.source || !input.sourceKey)
    throw new AppError('validation_error', 'source and sourceKey are required');
  const now = input.now ?? new Date();
  if (input.expiresAt && input.expiresAt <= now)
    throw new AppError('validation_error', 'expiresAt must be in the future');

  const [existing] = await tx
    .select()
    .from(freeRoundGrants)
    .where(eq(freeRoundGrants.sourceKey, input.sourceKey));
  if (existing) return replayOf(existing, input);

  const [player] = await tx
    .select({ id: players.id, currency: players.currency })
    .from(players)
    .where(eq(players.id, input.playerId));
  if (!player) throw new AppError('player_not_found');
  if (player.currency !== input.currency) throw new AppError('currency_mismatch');
  const [game] = await tx
    .select({ id: games.id, providerId: games.providerId, minBet: games.minBet })
    .from(games)
    .where(and(eq(games.id, input.gameId), eq(games.enabled, true)));
  if (!game) throw new AppError('game_not_found');
  const betMinor = input.betMinor ?? game.minBet;
  if (betMinor === null || betMinor <= 0n)
    throw new AppError('validation_error', 'the game lists no minimum bet: give betMinor');

  const [inserted] = await tx
    .insert(freeRoundGrants)
    .values({
      playerId: player.id,
      providerId: game.providerId,
      gameId: game.id,
      currency: input.currency,
      roundsGranted: input.rounds,
      betMinor,
      source: input.source,
      sourceKey: input.sourceKey,
      status: 'pending',
      expiresAt: input.expiresAt ?? null,
      grantedByStaffId: input.grantedByStaffId ?? null,
      staffNote: input.staffNote ?? null,
      nextDeliveryAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: freeRoundGrants.sourceKey })
    .returning({ id: freeRoundGrants.id });
  if (inserted) {
    await notifyPlayer(tx, {
      playerId: player.id,
      kind: 'free_spins_granted',
      sourceKey: `free-rounds:${inserted.id}`,
      params: { rounds: String(input.rounds) },
      now,
    });
    return { grantId: inserted.id, replayed: false };
  }
  // Another transaction granted the same key between our read and our insert.
  const [winner] = await tx
    .select()
    .from(freeRoundGrants)
    .where(eq(freeRoundGrants.sourceKey, input.sourceKey));
  if (!winner) throw new Error(`free-rounds grant ${input.sourceKey} vanished`);
  return replayOf(winner, input);
}

/** The same key again: the first grant, unless the call names another player, game or count. */
function replayOf(
  existing: { id: string; playerId: string; gameId: string; roundsGranted: number },
  input: GrantFreeRoundsInput,
): GrantFreeRoundsResult {
  if (
    existing.playerId !== input.playerId ||
    existing.gameId !== input.gameId ||
    existing.roundsGranted !== input.rounds
  )
    throw new AppError('idempotency_conflict');
  return { grantId: existing.id, replayed: true };
}

/** The player's account currency (free rounds are played in it); player_not_found when unknown. */
export async function playerCurrencyOf(tx: DbExecutor, playerId: string): Promise<string> {
  const [player] = await tx
    .select({ currency: players.currency })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw new AppError('player_not_found');
  return player.currency;
}
