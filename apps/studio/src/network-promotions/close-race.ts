import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { networkPromotionPrizes, networkPromotions, networkRaceScores } from '../db/schema';
import { displayNameOf, prizeIn } from './promotion-prizes';

/**
 * Closes one ended race, once: in one transaction it locks the race, freezes the standings into one
 * owed prize per paid place (best score first, ties to whoever reached it first) and marks the race
 * closed. Run twice, or again after dying half way, it finds the race closed (or the places taken,
 * which are unique) and pays nothing more. Returns the number of places it froze.
 */
export async function closeRace(ctx: StudioContext, code: string): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [race] = await tx
      .select()
      .from(networkPromotions)
      .where(
        and(
          eq(networkPromotions.code, code),
          eq(networkPromotions.kind, 'race'),
          isNull(networkPromotions.closedAt),
          lte(networkPromotions.endsAt, now),
        ),
      )
      .for('update');
    if (!race) return 0;
    const prizes = race.prizes ?? [];
    const standings = await tx
      .select()
      .from(networkRaceScores)
      .where(eq(networkRaceScores.promotionCode, code))
      .orderBy(
        desc(networkRaceScores.score),
        asc(networkRaceScores.reachedAt),
        asc(networkRaceScores.playerId),
      )
      .limit(prizes.length);
    let frozen = 0;
    for (const [index, standing] of standings.entries()) {
      const place = index + 1;
      const eurCents = BigInt(prizes[index]!);
      const [inserted] = await tx
        .insert(networkPromotionPrizes)
        .values({
          promotionCode: code,
          kind: 'race',
          place,
          playerId: standing.playerId,
          displayName: await displayNameOf({ ...ctx, db: tx }, standing.playerId),
          currency: standing.currency,
          amount: prizeIn(standing.currency, eurCents),
          amountEurCents: eurCents,
          transactionId: `npr-${code}-${place}`,
          status: 'pending',
          nextAttemptAt: now,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: networkPromotionPrizes.id });
      if (inserted) frozen += 1;
    }
    await tx.update(networkPromotions).set({ closedAt: now }).where(eq(networkPromotions.code, code));
    return frozen;
  });
}

/** Every race whose window has ended and that is not closed yet; run by the retry pass. */
export async function closeEndedRaces(ctx: StudioContext): Promise<number> {
  const ended = await ctx.db
    .select({ code: networkPromotions.code })
    .from(networkPromotions)
    .where(
      and(
        eq(networkPromotions.kind, 'race'),
        isNull(networkPromotions.closedAt),
        lte(networkPromotions.endsAt, ctx.now()),
      ),
    );
  let frozen = 0;
  for (const race of ended) frozen += await closeRace(ctx, race.code);
  return frozen;
}
