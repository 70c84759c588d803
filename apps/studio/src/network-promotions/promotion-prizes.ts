import { providerRoutes } from '@casino/contract/routes/provider';
import { currencies, eurCentsInCurrency, isCurrencyCode } from '@casino/rules';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { networkPromotionPrizes, studioSessions, type NetworkPromotionPrize } from '../db/schema';

// The owed rounds' schedule (settle-round.ts, which records rounds here and so is not imported):
// retryBaseMs doubling per attempt, up to 5 minutes.
const maxBackoffMs = 5 * 60_000;
function backoffMs(ctx: StudioContext, attempts: number) {
  return Math.min(ctx.retryBaseMs * 2 ** Math.max(0, attempts - 1), maxBackoffMs);
}

/** A prize's amount in the player's currency: EUR cents converted, rounded down. */
export function prizeIn(currency: string, eurCents: bigint): bigint {
  if (!isCurrencyCode(currency)) return 0n;
  return eurCentsInCurrency(eurCents, currencies[currency], 'floor');
}

/** 'lucky' -> 'lu***', as the crash game's bet list shows players (crash-bets.ts). */
function maskName(name: string | null | undefined): string {
  const clean = (name ?? '').trim();
  return clean ? `${[...clean].slice(0, 2).join('')}***` : '***';
}

/** The masked name winner lists show: from the player's latest session with us. */
export async function displayNameOf(ctx: StudioContext, playerId: string): Promise<string> {
  const [session] = await ctx.db
    .select({ nickname: studioSessions.nickname })
    .from(studioSessions)
    .where(eq(studioSessions.playerId, playerId))
    .orderBy(desc(studioSessions.createdAt))
    .limit(1);
  return maskName(session?.nickname);
}

/**
 * One attempt to credit a prize through POST /provider/v1/promotion, under the prize's transaction id
 * for its whole life: a lost answer is sent again later, and the operator answers a replay with its
 * first answer. A refusal will not change by asking again: the prize is kept for staff.
 */
export async function sendPrize(
  ctx: StudioContext,
  prize: NetworkPromotionPrize,
): Promise<NetworkPromotionPrize> {
  const answer = await ctx.wallet.call(providerRoutes.creditPromotion, {
    playerId: prize.playerId,
    transactionId: prize.transactionId,
    promotionCode: prize.promotionCode,
    kind: prize.kind,
    place: prize.place,
    amount: prize.amount.toString(),
    currency: prize.currency,
    ...(prize.roundId ? { roundId: prize.roundId } : {}),
  });
  const now = ctx.now();
  let change: Partial<NetworkPromotionPrize>;
  if (answer.kind === 'ok') {
    change = { status: 'credited', creditedAt: now, nextAttemptAt: null };
  } else if (answer.kind === 'refused') {
    ctx.log.error({ prizeId: prize.id, code: answer.code }, 'wallet refused a network promotion prize');
    change = { status: 'needs_attention', nextAttemptAt: null };
  } else {
    ctx.log.warn({ prizeId: prize.id, reason: answer.reason }, 'promotion credit lost; will retry');
    const attempts = prize.attempts + 1;
    change = { attempts, nextAttemptAt: new Date(now.getTime() + backoffMs(ctx, attempts)) };
  }
  const [updated] = await ctx.db
    .update(networkPromotionPrizes)
    .set(change)
    .where(and(eq(networkPromotionPrizes.id, prize.id), eq(networkPromotionPrizes.status, 'pending')))
    .returning();
  return updated ?? prize;
}

/** Every owed prize whose time has come, oldest first; run by the retry pass. */
export async function sendOwedPrizes(ctx: StudioContext, limit = 50): Promise<number> {
  const due = await ctx.db
    .select()
    .from(networkPromotionPrizes)
    .where(
      and(eq(networkPromotionPrizes.status, 'pending'), lte(networkPromotionPrizes.nextAttemptAt, ctx.now())),
    )
    .orderBy(networkPromotionPrizes.nextAttemptAt)
    .limit(limit);
  for (const prize of due) await sendPrize(ctx, prize);
  return due.length;
}
