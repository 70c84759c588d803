import { contributionWeight, cpFromStake, levelAfter, type ContributionCategory } from '@casino/rules';
import { eq, sql } from 'drizzle-orm';
import { playerLoyalty, type WagerFactRow } from '../../db/schema';
import { rowsOf } from '../../db/transaction';
import { currencyInfo } from '../../lib/player-currency';
import { factProjection, type AppliedFact } from '../wager-facts/fact-projection';
import { rewardLevelsReached } from './level-rewards';

export const cpConsumerName = 'loyalty-cp';
export const cashbackConsumerName = 'loyalty-cashback';

/** Micro-CP of a bet fact: its cash stake (bonus stake earns none) at the rules' contribution weight. */
export function microCpOfFact(
  fact: Pick<WagerFactRow, 'product' | 'category' | 'gameId' | 'odds' | 'cashStakeMinor' | 'currency'>,
): bigint {
  const isSportsbook = fact.product === 'sportsbook';
  // A sportsbook ticket counts as its product (20 % from odds 1.2), whatever catalogue category the
  // sportsbook's game row has.
  const weight = contributionWeight({
    product: isSportsbook ? 'sportsbook' : 'casino',
    ...(fact.category && !isSportsbook ? { category: fact.category as ContributionCategory } : {}),
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
    const totals = sumBy(facts, (fact) => fact.playerId).filter(([, { value }]) => value !== 0n);
    if (totals.length === 0) return;
    // One statement for the batch, its rows in player order (copies lock them in the same order), and
    // one JSON parameter for them (a parameter per value is slow on PGlite).
    const input = totals.map(([playerId, { value }]) => ({
      player_id: playerId,
      micro_cp: value.toString(),
    }));
    const rows = rowsOf<{ playerId: string; microCp: string; level: number }>(
      await tx.execute(sql`
        INSERT INTO player_loyalty (player_id, micro_cp, level, updated_at)
        SELECT x.player_id, x.micro_cp, 0, ${now.toISOString()}::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS x(player_id uuid, micro_cp bigint)
        ORDER BY x.player_id
        ON CONFLICT (player_id) DO UPDATE
          SET micro_cp = player_loyalty.micro_cp + excluded.micro_cp, updated_at = excluded.updated_at
        RETURNING player_id AS "playerId", micro_cp::text AS "microCp", level`),
    ).map((row) => ({ playerId: row.playerId, microCp: BigInt(row.microCp), level: Number(row.level) }));
    for (const row of rows.sort((a, b) => (a.playerId < b.playerId ? -1 : 1))) {
      const level = levelAfter(row.level, row.microCp);
      if (level <= row.level) continue;
      await tx
        .update(playerLoyalty)
        .set({ level, levelReachedAt: now })
        .where(eq(playerLoyalty.playerId, row.playerId));
      await rewardLevelsReached(tx, { playerId: row.playerId, fromLevel: row.level, toLevel: level, now });
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
    const totals = sumBy(facts, (each) => `${each.playerId}|${utcDay(each.createdAt)}`).filter(
      ([, { value }]) => value !== 0n,
    );
    if (totals.length === 0) return;
    const input = totals.map(([, { value, fact }]) => ({
      player_id: fact.playerId,
      day: utcDay(fact.createdAt),
      currency: fact.currency,
      edge_stake: value.toString(),
    }));
    await tx.execute(sql`
      INSERT INTO cashback_days (player_id, day, currency, edge_stake)
      SELECT x.player_id, x.day, x.currency, x.edge_stake
      FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        AS x(player_id uuid, day date, currency text, edge_stake bigint)
      ORDER BY x.player_id, x.day
      ON CONFLICT (player_id, day) DO UPDATE SET edge_stake = cashback_days.edge_stake + excluded.edge_stake`);
  },
});
