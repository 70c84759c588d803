import { createHash } from 'node:crypto';
import type { ProviderNetworkPromotion } from '@casino/contract/network-promotions';
import { desc, eq, gt } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { networkPromotionPrizes, networkPromotions, type NetworkPromotion } from '../db/schema';
import { dropSlots } from './draw';

const recentWinners = 20;
// Ended promotions stay listed a week, so their winners can still be read.
const keptAfterEndMs = 7 * 86_400_000;

function statusOf(promotion: NetworkPromotion, now: Date): ProviderNetworkPromotion['status'] {
  if (now < promotion.startsAt) return 'upcoming';
  return now < promotion.endsAt && !promotion.closedAt ? 'live' : 'finished';
}

async function describe(ctx: StudioContext, promotion: NetworkPromotion): Promise<ProviderNetworkPromotion> {
  const winners = await ctx.db
    .select({
      name: networkPromotionPrizes.displayName,
      amountEurCents: networkPromotionPrizes.amountEurCents,
      place: networkPromotionPrizes.place,
      createdAt: networkPromotionPrizes.createdAt,
    })
    .from(networkPromotionPrizes)
    .where(eq(networkPromotionPrizes.promotionCode, promotion.code))
    .orderBy(desc(networkPromotionPrizes.createdAt), networkPromotionPrizes.place)
    .limit(recentWinners);
  const isDrops = promotion.kind === 'drops';
  let drops: ProviderNetworkPromotion['drops'] = null;
  let pool = 0n;
  if (promotion.kind === 'drops') {
    const table = promotion.dropTable ?? [];
    const taken = await ctx.db
      .select({ slot: networkPromotionPrizes.dropSlot })
      .from(networkPromotionPrizes)
      .where(eq(networkPromotionPrizes.promotionCode, promotion.code));
    const takenSlots = new Set(taken.map((row) => row.slot));
    let first = 0;
    drops = table.map((line) => {
      let left = 0;
      for (let slot = first; slot < first + line.count; slot += 1) if (!takenSlots.has(slot)) left += 1;
      first += line.count;
      return { amountMinor: line.amountEurCents, count: line.count, left };
    });
    pool = dropSlots(table).reduce((sum, amount) => sum + amount, 0n);
  } else {
    pool = (promotion.prizes ?? []).reduce((sum, amount) => sum + BigInt(amount), 0n);
  }
  return {
    code: promotion.code,
    kind: promotion.kind,
    name: promotion.name,
    names: promotion.names,
    status: statusOf(promotion, ctx.now()),
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt.toISOString(),
    currency: 'EUR',
    poolMinor: pool.toString(),
    minBetMinor: promotion.minBetEurCents.toString(),
    games: promotion.games,
    scoring: promotion.kind === 'race' ? (promotion.scoring ?? 'stake') : null,
    drops,
    prizesMinor: promotion.kind === 'race' ? (promotion.prizes ?? []) : null,
    seedHash: isDrops ? createHash('sha256').update(promotion.secretSeed).digest('hex') : null,
    // Revealed once no draw can be made with it any more.
    seed: isDrops && ctx.now() >= promotion.endsAt ? promotion.secretSeed : null,
    winners: winners.map((winner) => ({
      name: winner.name,
      amountMinor: winner.amountEurCents.toString(),
      place: winner.place,
      wonAt: winner.createdAt.toISOString(),
    })),
  };
}

/** POST {url}/promotions: the live, upcoming and recently ended network promotions, for operators. */
export async function listNetworkPromotions(
  ctx: StudioContext,
): Promise<{ promotions: ProviderNetworkPromotion[] }> {
  const since = new Date(ctx.now().getTime() - keptAfterEndMs);
  const rows = await ctx.db
    .select()
    .from(networkPromotions)
    .where(gt(networkPromotions.endsAt, since))
    .orderBy(networkPromotions.startsAt, networkPromotions.code);
  return { promotions: await Promise.all(rows.map((row) => describe(ctx, row))) };
}
