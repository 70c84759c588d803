import { currencies, eurCentsInCurrency, isCurrencyCode, minorAsEurCentsFraction } from '@casino/rules';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { StudioContext } from '../context';
import {
  networkPromotionPrizes,
  networkPromotionRounds,
  networkPromotions,
  rounds,
  networkRaceScores,
  type NetworkPromotion,
  type NetworkPromotionPrize,
  type Round,
} from '../db/schema';
import { drawDrop, dropSlots } from './draw';
import { displayNameOf, prizeIn, sendPrize } from './promotion-prizes';

export interface QualifyingRound {
  round: Round;
  playerId: string;
}

/** A real-money round of a platform player, paid from cash (not a free round): only these count. */
function qualifying(round: Round): QualifyingRound | null {
  if (round.mode !== 'real' || round.freeRoundGrantId || round.status !== 'settled') return null;
  if (!round.playerKey.startsWith('p:') || !isCurrencyCode(round.currency)) return null;
  return { round, playerId: round.playerKey.slice(2) };
}

/** The promotion's minimum bet in the round's currency, rounded up (never below its EUR amount). */
function meetsMinimumBet(promotion: NetworkPromotion, round: Round): boolean {
  if (!isCurrencyCode(round.currency)) return false;
  return round.stake >= eurCentsInCurrency(promotion.minBetEurCents, currencies[round.currency], 'ceil');
}

/**
 * A drop's draw for the round (draw.ts) and, on a hit, the claim of a drop table slot: the slot drawn,
 * or the next free one after it. Each slot is a unique row, so no more prizes fall than the table
 * holds, and a round draws once per promotion however often it is recorded.
 */
export async function claimDrop(
  ctx: StudioContext,
  promotion: NetworkPromotion,
  { round, playerId }: QualifyingRound,
): Promise<NetworkPromotionPrize | null> {
  const slots = dropSlots(promotion.dropTable ?? []);
  const draw = drawDrop(promotion.secretSeed, round.id, promotion.dropChancePpm ?? 0, slots.length);
  if (!draw.isHit) return null;
  const [already] = await ctx.db
    .select({ id: networkPromotionPrizes.id })
    .from(networkPromotionPrizes)
    .where(
      and(
        eq(networkPromotionPrizes.promotionCode, promotion.code),
        eq(networkPromotionPrizes.roundId, round.id),
      ),
    );
  if (already) return null;
  const displayName = await displayNameOf(ctx, playerId);
  const now = ctx.now();
  for (let step = 0; step < slots.length; step += 1) {
    const slot = (draw.slot + step) % slots.length;
    const eurCents = slots[slot]!;
    const [claimed] = await ctx.db
      .insert(networkPromotionPrizes)
      .values({
        promotionCode: promotion.code,
        kind: 'drop',
        dropSlot: slot,
        roundId: round.id,
        playerId,
        displayName,
        currency: round.currency,
        amount: prizeIn(round.currency, eurCents),
        amountEurCents: eurCents,
        transactionId: `npd-${promotion.code}-${round.id}`,
        status: 'pending',
        nextAttemptAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (claimed) return claimed;
  }
  return null;
}

/** A race's score for the round: EUR cents staked added, or the round's multiplier if it is a best. */
export async function addRaceScore(
  ctx: StudioContext,
  promotion: NetworkPromotion,
  { round, playerId }: QualifyingRound,
): Promise<void> {
  const now = ctx.now();
  if (promotion.scoring === 'multiplier') {
    const multiplier = round.stake > 0n ? (round.payout * 100n) / round.stake : 0n;
    await ctx.db
      .insert(networkRaceScores)
      .values({
        promotionCode: promotion.code,
        playerId,
        currency: round.currency,
        score: multiplier,
        reachedAt: now,
      })
      .onConflictDoUpdate({
        target: [networkRaceScores.promotionCode, networkRaceScores.playerId],
        set: { score: multiplier, reachedAt: now },
        setWhere: sql`${networkRaceScores.score} < ${multiplier.toString()}::bigint`,
      });
    return;
  }
  const { numerator, denominator } = minorAsEurCentsFraction(
    round.stake,
    currencies[round.currency as keyof typeof currencies],
  );
  const cents = numerator / denominator;
  if (cents === 0n) return;
  await ctx.db
    .insert(networkRaceScores)
    .values({
      promotionCode: promotion.code,
      playerId,
      currency: round.currency,
      score: cents,
      reachedAt: now,
    })
    .onConflictDoUpdate({
      target: [networkRaceScores.promotionCode, networkRaceScores.playerId],
      set: { score: sql`${networkRaceScores.score} + ${cents.toString()}::bigint`, reachedAt: now },
    });
}

/**
 * Everything a settled round means for the network promotions live when it was played, on its game,
 * at or above their minimum bet: a drop's draw (and the prize sent at once when it hits), a race's
 * score. Each promotion counts the round once (a receipt in the same transaction as the draw or the
 * score), so the sender that settled it and the sweep after a crash may both record it. A race being
 * closed is locked against: a score lands before its close or not at all.
 */
export async function recordPromotionRound(
  ctx: StudioContext,
  settled: Round,
): Promise<NetworkPromotionPrize[]> {
  if (settled.mode !== 'real' || settled.status !== 'settled') return [];
  const entry = qualifying(settled);
  const prizes: NetworkPromotionPrize[] = [];
  const live = entry
    ? await ctx.db
        .select()
        .from(networkPromotions)
        .where(
          and(
            lte(networkPromotions.startsAt, settled.createdAt),
            gt(networkPromotions.endsAt, settled.createdAt),
          ),
        )
    : [];
  for (const promotion of live) {
    if (!entry || !promotion.games.includes(settled.game) || !meetsMinimumBet(promotion, settled)) continue;
    const prize = await ctx.db.transaction(async (tx) => {
      const inTx: StudioContext = { ...ctx, db: tx };
      const [counted] = await tx
        .insert(networkPromotionRounds)
        .values({ promotionCode: promotion.code, roundId: settled.id })
        .onConflictDoNothing()
        .returning();
      if (!counted) return null;
      if (promotion.kind === 'race') {
        const [open] = await tx
          .select({ code: networkPromotions.code })
          .from(networkPromotions)
          .where(and(eq(networkPromotions.code, promotion.code), isNull(networkPromotions.closedAt)))
          .for('share');
        if (open) await addRaceScore(inTx, promotion, entry);
        return null;
      }
      return claimDrop(inTx, promotion, entry);
    });
    if (prize) prizes.push(await sendPrize(ctx, prize));
  }
  await ctx.db.update(rounds).set({ promotionsRecordedAt: ctx.now() }).where(eq(rounds.id, settled.id));
  return prizes;
}

// Left to the sender that settles a round for this long before the sweep takes it.
const sweepGraceMs = 30_000;
const sweepWindowMs = 86_400_000;

/**
 * Settled real-money rounds of the last day that no one recorded for the promotions (the process
 * stopped between settling a round and recording it): recorded now. Run by the retry pass.
 */
export async function recordMissedRounds(ctx: StudioContext, limit = 200): Promise<number> {
  const now = ctx.now().getTime();
  const missed = await ctx.db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.status, 'settled'),
        eq(rounds.mode, 'real'),
        isNull(rounds.promotionsRecordedAt),
        gt(rounds.settledAt, new Date(now - sweepWindowMs)),
        lte(rounds.settledAt, new Date(now - sweepGraceMs)),
      ),
    )
    .orderBy(rounds.settledAt)
    .limit(limit);
  for (const round of missed) await recordPromotionRound(ctx, round);
  return missed.length;
}
