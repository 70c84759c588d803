import {
  bonusShareOf,
  contributionPercent,
  exceedsMaximumBet,
  pointsOfStake,
  splitStake,
  type BonusGameGroup,
} from '@casino/rules/bonuses';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { rowsOf } from '../../db/transaction';
import { createTestDatabase } from '../../test/test-db';
import { productOfCategory } from '../wager-facts/wager-facts-of-events';
import { defaultMaxWinMultiplier, winRefusal } from './max-win';

/*
 * Each money rule of the stored functions (sql/03_rules.sql) against its TypeScript twin, over random
 * inputs: the same inputs through the database and through the rule must give the same answer. On
 * PGlite, and on PostgreSQL when DATABASE_URL names one.
 */
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
}, 120_000);
afterAll(async () => {
  await handle.close();
});

const runs = { numRuns: 150 };

async function one<T>(query: SQL): Promise<T> {
  const [row] = rowsOf<{ result: T }>(await handle.db.execute(query));
  return row!.result;
}

/** Minor units as a player's balance or stake reaches them: up to 10^12, with the small values often. */
const minor = fc.oneof(fc.bigInt({ min: 0n, max: 1_000n }), fc.bigInt({ min: 0n, max: 1_000_000_000_000n }));
const percent = fc.integer({ min: 0, max: 100 });
const categories = ['slots', 'table', 'live-casino', 'game-shows', 'crash-and-fast', 'jackpots', 'other'];

describe('the wallet rules in SQL equal their TypeScript twins', () => {
  it('splits a stake cash first, then bonus, refusing what both cannot pay (splitStake)', async () => {
    await fc.assert(
      fc.asyncProperty(
        minor,
        fc.oneof(minor, fc.bigInt({ min: -1_000n, max: -1n })),
        minor,
        async (stake, cash, bonus) => {
          const row = await one<{ cash: string | null; bonus: string | null }>(
            sql`SELECT jsonb_build_object('cash', s.cash_part::text, 'bonus', s.bonus_part::text) AS result FROM wallet_split_stake(${stake.toString()}::bigint,
            ${cash.toString()}::bigint, ${bonus.toString()}::bigint) AS s`,
          );
          const split = splitStake(stake, cash, bonus);
          const fromSql = row.cash === null ? null : { cash: BigInt(row.cash), bonus: BigInt(row.bonus!) };
          expect(fromSql).toEqual(split);
        },
      ),
      runs,
    );
  });

  it("holds the maximum bet over the round's stakes together (exceedsMaximumBet)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(minor), minor, minor, async (max, roundStake, stake) => {
        const maxText = max === null ? null : max.toString();
        const fromSql = await one<boolean>(
          sql`SELECT wallet_exceeds_max_bet(${maxText}::text, ${roundStake.toString()}::bigint,
            ${stake.toString()}::bigint) AS result`,
        );
        expect(fromSql).toBe(exceedsMaximumBet(maxText, roundStake, stake));
      }),
      runs,
    );
  });

  it("counts a stake at the game's own contribution, else its group's, else 0 (contributionPercent)", async () => {
    const gameIds = [randomUUID(), randomUUID()];
    const terms = fc.record({
      contributions: fc.dictionary(
        fc.constantFrom('slots', 'live-casino-and-tables', 'game-shows', 'crash-and-fast'),
        percent,
      ),
      gameContributions: fc.dictionary(fc.constantFrom(...gameIds), percent),
    });
    await fc.assert(
      fc.asyncProperty(
        terms,
        fc.constantFrom(...gameIds),
        fc.constantFrom(...categories),
        minor,
        async (bonusTerms, gameId, category, stake) => {
          const fromSql = await one<{ percent: number; points: string }>(
            sql`SELECT jsonb_build_object('percent', p, 'points', wallet_points_of_stake(${stake.toString()}::bigint, p)::text) AS result
              FROM wallet_contribution_percent(${JSON.stringify(bonusTerms)}::jsonb, ${gameId}::uuid, ${category}) AS p`,
          );
          const group = productOfCategory(category) as BonusGameGroup;
          const expected = contributionPercent(bonusTerms as Parameters<typeof contributionPercent>[0], {
            id: gameId,
            group,
          });
          expect(fromSql.percent).toBe(expected);
          expect(BigInt(fromSql.points)).toBe(pointsOfStake(stake, expected));
        },
      ),
      runs,
    );
  });

  it("gives a win's bonus share in the round's proportion, rounded up (bonusShareOf)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(minor, fc.constant(0n)),
        minor,
        fc.nat({ max: 100 }),
        async (amount, roundStake, bonusPercent) => {
          const roundBonusStake = (roundStake * BigInt(bonusPercent)) / 100n;
          const fromSql = await one<string>(
            sql`SELECT wallet_bonus_share(${amount.toString()}::bigint, ${roundStake.toString()}::bigint,
              ${roundBonusStake.toString()}::bigint)::text AS result`,
          );
          expect(BigInt(fromSql)).toBe(bonusShareOf(amount, roundStake, roundBonusStake));
        },
      ),
      runs,
    );
  });

  it("caps a round's wins at its stakes times the game's multiplier, a jackpot apart (winRefusal)", async () => {
    const small = fc.bigInt({ min: 0n, max: 100_000n });
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 20_000 })),
        small,
        small,
        fc.oneof(fc.constant(0n), small),
        fc.oneof(small, fc.bigInt({ min: 0n, max: 2_000_000_000n })),
        fc.oneof(fc.constant(0n), small),
        async (isJackpot, maxWinMultiplier, stake, win, jackpotWin, amount, jackpot) => {
          const round = { stake, win: win + jackpotWin, jackpotWin };
          const fromSql = await one<{ error: string; data?: { maxWin: string } } | null>(
            sql`SELECT wallet_win_refusal(${isJackpot}, ${maxWinMultiplier}::integer,
              ${round.stake.toString()}::bigint, ${round.win.toString()}::bigint,
              ${round.jackpotWin.toString()}::bigint, ${amount.toString()}::bigint,
              ${jackpot.toString()}::bigint, ${defaultMaxWinMultiplier}::integer) AS result`,
          );
          expect(fromSql).toEqual(winRefusal({ isJackpot, maxWinMultiplier }, round, amount, jackpot));
        },
      ),
      runs,
    );
  });
});
