import type { ProviderFreeRoundsBody } from '@casino/contract';
import { findGame } from '@casino/fair/games/registry';
import { StudioError } from '../lib/studio-error';
import { and, asc, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { freeRoundGrants, rounds, type FreeRoundGrant } from '../db/schema';

/** Rounds of a grant that do not count: their bet never stood (refused, or rolled back). */
const voidStatuses = ['rejected', 'rolled_back'] as const;

/** The game a grant may be played on: only the studio's slots take free spins. */
function slotOf(externalGameId: string) {
  const game = findGame(externalGameId);
  return game && game.meta.category === 'slots' && !game.steps ? game : null;
}

/**
 * POST /freerounds from the platform: stores the grant once. The same grant id again answers the same
 * (the platform's deliverer retries until it hears back); the same id with other terms is refused.
 */
export async function receiveFreeRounds(ctx: StudioContext, body: ProviderFreeRoundsBody) {
  const game = slotOf(body.externalGameId);
  if (!game) throw new StudioError('game_not_found');
  const betAmount = BigInt(body.betAmount);
  const { minBet, maxBet } = game.limits;
  if (betAmount < minBet || betAmount > maxBet)
    throw new StudioError('amount_out_of_range', undefined, {
      minBet: minBet.toString(),
      maxBet: maxBet.toString(),
    });
  // The stake must be one the slot can be spun at (a whole number of coins per line).
  const defaults = game.params.safeParse({});
  const stakeProblem = defaults.success ? game.checkStake?.(betAmount, defaults.data) : undefined;
  if (stakeProblem) throw new StudioError('amount_out_of_range', stakeProblem);
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  await ctx.db
    .insert(freeRoundGrants)
    .values({
      grantId: body.grantId,
      playerId: body.playerId,
      game: game.meta.slug,
      currency: body.currency,
      rounds: body.rounds,
      betAmount,
      expiresAt,
      bonusWagering: body.bonusWagering ?? null,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing();
  const [grant] = await ctx.db
    .select()
    .from(freeRoundGrants)
    .where(eq(freeRoundGrants.grantId, body.grantId));
  if (
    !grant ||
    grant.playerId !== body.playerId ||
    grant.game !== game.meta.slug ||
    grant.currency !== body.currency ||
    grant.rounds !== body.rounds ||
    grant.betAmount !== betAmount ||
    (grant.expiresAt?.getTime() ?? null) !== (expiresAt?.getTime() ?? null)
  )
    throw new StudioError('idempotency_conflict');
  return { grantId: grant.grantId, roundsLeft: await roundsLeftOf(ctx, grant) };
}

async function roundsLeftOf(ctx: StudioContext, grant: FreeRoundGrant): Promise<number> {
  const [row] = await ctx.db
    .select({ played: sql<number>`count(*)::int` })
    .from(rounds)
    .where(and(eq(rounds.freeRoundGrantId, grant.grantId), notInArray(rounds.status, [...voidStatuses])));
  return Math.max(0, grant.rounds - (row?.played ?? 0));
}

export interface FreeRoundsOffer {
  grantId: string;
  roundsLeft: number;
  /** The stake each free spin is played at, minor units. */
  betAmount: string;
  expiresAt: string | null;
  /** The wins open a casino bonus wagered this many times; null: they go to the balance. */
  bonusWagering: number | null;
}

/** The grant the player's page offers: the oldest unexpired one of this player, game and currency with rounds left. */
export async function freeRoundsOffer(
  ctx: StudioContext,
  session: { playerId: string | null; game: string; currency: string },
): Promise<FreeRoundsOffer | null> {
  if (!session.playerId || !slotOf(session.game)) return null;
  const grants = await ctx.db
    .select()
    .from(freeRoundGrants)
    .where(
      and(
        eq(freeRoundGrants.playerId, session.playerId),
        eq(freeRoundGrants.game, session.game),
        eq(freeRoundGrants.currency, session.currency),
        or(isNull(freeRoundGrants.expiresAt), gt(freeRoundGrants.expiresAt, ctx.now())),
      ),
    )
    .orderBy(asc(freeRoundGrants.createdAt))
    .limit(20);
  for (const grant of grants) {
    const roundsLeft = await roundsLeftOf(ctx, grant);
    if (roundsLeft > 0)
      return {
        grantId: grant.grantId,
        roundsLeft,
        betAmount: grant.betAmount.toString(),
        expiresAt: grant.expiresAt ? grant.expiresAt.toISOString() : null,
        bonusWagering: grant.bonusWagering,
      };
  }
  return null;
}

/**
 * A spin on a grant: the grant must be this player's, on this game and currency, unexpired and with a
 * round left. The platform checks the same again under its own lock and is the one that counts.
 */
export async function grantForSpin(
  ctx: StudioContext,
  grantId: string,
  session: { playerId: string | null; game: string; currency: string },
): Promise<FreeRoundGrant> {
  const [grant] = await ctx.db.select().from(freeRoundGrants).where(eq(freeRoundGrants.grantId, grantId));
  if (
    !grant ||
    grant.playerId !== session.playerId ||
    grant.game !== session.game ||
    grant.currency !== session.currency
  )
    throw new StudioError('free_round_not_granted');
  const isExpired = grant.expiresAt !== null && grant.expiresAt <= ctx.now();
  if (isExpired || (await roundsLeftOf(ctx, grant)) <= 0) throw new StudioError('free_rounds_used_up');
  return grant;
}
