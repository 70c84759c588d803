import { contributionWeight, cpFromStake, levelAfter, type ContributionCategory } from '@casino/rules';
import { sql } from 'drizzle-orm';
import { cashbackDays, playerLoyalty, type WagerFactRow } from '../../db/schema';
import { currencyInfo } from '../../lib/player-currency';
import { factProjection, type AppliedFact } from '../wager-facts/fact-projection';
import { rewardLevelsReached } from './level-rewards';

export const cpConsumerName = 'loyalty-cp';
export const cashbackConsumerName = 'loyalty-cashback';

/** Micro-CP of a bet fact: its cash stake (bonus stake earns none) at the rules' contribution weight. */
export function microCpOfFact(
  fact: Pick<WagerFactRow, 'product' | 'category' | 'gameId' | 'odds' | 'cashStakeMinor' | 'currency'>,
): bigint {
  const weight = contributionWeight({
    product: fact.product === 'sportsbook' ? 'sportsbook' : 'casino',
    ...(fact.category ? { category: fact.category as ContributionCategory } : {}),
    ...(fact.gameId ? { gameId: fact.gameId } : {}),
    ...(fact.odds ? { combinedOdds: fact.odds } : {}),
  });
  return cpFromStake(fact.cashStakeMinor, currencyInfo(fact.currency), weight);
}

/** Stake x house edge (minor units x basis points) of a bet fact: the base of its cashback. */
export function edgeStakeOfFact(fact: Pick<WagerFactRow, 'cashStakeMinor' | 'houseEdgeBasisPoints'>): bigint {
  return fact.cashStakeMinor * BigInt(fact.houseEdgeBasisPoints ?? 0);
}

/** Sums values per key, keys sorted: rows are then locked in one order by every copy (no deadlock). */
function sumBy<K extends string>(facts: AppliedFact[], keyOf: (fact: WagerFactRow) => K) {
  const sums = new Map<K, { value: bigint; fact: WagerFactRow }>();
  for (const { fact, value } of facts) {
    const key = keyOf(fact);
    const entry = sums.get(key);
    if (entry) entry.value += value;
    else sums.set(key, { value, fact });
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * CP and levels: the micro-CP of each fact added to the player's total; the level follows the total
 * and never goes down; every level reached is rewarded once (level-rewards.ts).
 */
export const cpProjection = factProjection({
  name: cpConsumerName,
  valueOfBet: microCpOfFact,
  async apply(tx, facts, now) {
    for (const [playerId, { value }] of sumBy(facts, (fact) => fact.playerId)) {
      if (value === 0n) continue;
      const [row] = await tx
        .insert(playerLoyalty)
        .values({ playerId, microCp: value, level: 0, updatedAt: now })
        .onConflictDoUpdate({
          target: playerLoyalty.playerId,
          set: { microCp: sql`${playerLoyalty.microCp} + ${value.toString()}::bigint`, updatedAt: now },
        })
        .returning({ microCp: playerLoyalty.microCp, level: playerLoyalty.level });
      if (!row) continue;
      const level = levelAfter(row.level, row.microCp);
      if (level <= row.level) continue;
      await tx
        .update(playerLoyalty)
        .set({ level, levelReachedAt: now })
        .where(sql`${playerLoyalty.playerId} = ${playerId}`);
      await rewardLevelsReached(tx, { playerId, fromLevel: row.level, toLevel: level, now });
    }
  },
});

/** The UTC day of a fact (YYYY-MM-DD). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Daily cashback: each fact's stake x house edge added to the player's day (UTC, of the wager); the
 * tier's share of it is applied when it is claimed (cashback.ts).
 */
export const cashbackProjection = factProjection({
  name: cashbackConsumerName,
  valueOfBet: edgeStakeOfFact,
  async apply(tx, facts) {
    for (const [, { value, fact }] of sumBy(facts, (each) => `${each.playerId}|${utcDay(each.createdAt)}`)) {
      if (value === 0n) continue;
      await tx
        .insert(cashbackDays)
        .values({
          playerId: fact.playerId,
          day: utcDay(fact.createdAt),
          currency: fact.currency,
          edgeStake: value,
        })
        .onConflictDoUpdate({
          target: [cashbackDays.playerId, cashbackDays.day],
          set: { edgeStake: sql`${cashbackDays.edgeStake} + ${value.toString()}::bigint` },
        });
    }
  },
});
