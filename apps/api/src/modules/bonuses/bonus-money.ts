import {
  contributionPercent,
  conversionOf,
  exceedsMaximumBet,
  pointsOfStake,
  sportsbookContributionPercent,
  type BonusGameGroup,
} from '@casino/rules/bonuses';
import { and, eq, sql } from 'drizzle-orm';
import { bonusGrants, bonusWagers, gameRounds, type BonusGrantRow } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import { playerAccountOf } from '../wallet/wallet-db';
import { postEntry, type PostingInput } from '../ledger/post-entry';
import { productOfCategory } from '../wager-facts/wager-facts-of-events';

/** The bonus being wagered, locked for the caller's transaction, with its money. */
export interface WageredBonus {
  grant: BonusGrantRow;
  accountId: string;
  balance: bigint;
}

/** The player's bonus money account in a currency (opened with the cash account). */
export function bonusAccountOf(tx: DbExecutor, playerId: string, currency: string) {
  return playerAccountOf(tx, playerId, currency, 'player_bonus');
}

/**
 * The bonus the player is wagering in this currency, its row locked (the wallet already holds the
 * player's lock, so this adds no wait), or null. One at a time: a partial unique index says so.
 */
export async function wageredBonusOf(
  tx: DbExecutor,
  playerId: string,
  currency: string,
): Promise<WageredBonus | null> {
  const [grant] = await tx
    .select()
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.playerId, playerId),
        eq(bonusGrants.status, 'active'),
        eq(bonusGrants.currency, currency),
      ),
    )
    .for('update');
  if (!grant) return null;
  const account = await bonusAccountOf(tx, playerId, currency);
  return { grant, accountId: account.id, balance: account.balance };
}

/**
 * The stake a wagered bonus allows (its maximum bet, for the round's stakes together: `roundStake` is
 * what the round already staked); refuses a larger one before anything moves.
 */
export function refuseAboveMaximumBet(bonus: WageredBonus | null, roundStake: bigint, stake: bigint): void {
  const max = bonus?.grant.terms.maxBetMinor ?? null;
  if (exceedsMaximumBet(max, roundStake, stake))
    throw new AppError('bonus_max_bet_exceeded', undefined, { maxBet: max! });
}

export interface CountedWager {
  sourceKey: string;
  kind: 'bet' | 'rollback';
  roundId: string | null;
  externalRoundId: string;
  game: { id: string; category: string };
  /** The whole stake (cash and bonus); negative for a rollback. */
  stake: bigint;
  bonusStake: bigint;
  now: Date;
  /** A sportsbook ticket's combined odds: it counts at the campaign's sportsbook terms. */
  sportsbookOdds?: string;
}

/**
 * Counts a stake (or takes a rolled-back one away) towards the bonus's wagering: stake x the
 * contribution percent of the game (its own, else its group's), in points, with the round recorded as
 * one that counted. Inside the wallet's transaction, so the points and the money move together.
 */
export async function countWager(tx: DbExecutor, grant: BonusGrantRow, wager: CountedWager): Promise<bigint> {
  const group = productOfCategory(wager.game.category) as BonusGameGroup;
  const percent =
    wager.sportsbookOdds === undefined
      ? contributionPercent(grant.terms, { id: wager.game.id, group })
      : sportsbookContributionPercent(grant.terms, wager.sportsbookOdds);
  const magnitude = wager.stake < 0n ? -wager.stake : wager.stake;
  const points = pointsOfStake(magnitude, percent) * (wager.stake < 0n ? -1n : 1n);
  await tx.insert(bonusWagers).values({
    grantId: grant.id,
    sourceKey: wager.sourceKey,
    kind: wager.kind,
    roundId: wager.roundId,
    externalRoundId: wager.externalRoundId,
    gameId: wager.game.id,
    stakeMinor: wager.stake,
    bonusStakeMinor: wager.bonusStake,
    contributionPercent: percent,
    points,
    createdAt: wager.now,
  });
  if (points !== 0n)
    await tx
      .update(bonusGrants)
      .set({
        points: sql`greatest(${bonusGrants.points} + ${points.toString()}::bigint, 0)`,
        updatedAt: wager.now,
      })
      .where(eq(bonusGrants.id, grant.id));
  return points;
}

export type BonusEnd = 'converted' | 'forfeited' | 'expired' | 'cancelled';

/**
 * Ends a bonus once: converted, its bonus balance becomes cash up to the maximum conversion and the
 * rest goes back to the house; otherwise all of it goes back to the house (house_bonus_funding). One
 * ledger entry keyed on the grant, so a second end posts nothing. The grant must be locked by the
 * caller (wageredBonusOf or a FOR UPDATE read), under the player's lock.
 */
export async function endBonus(
  tx: DbExecutor,
  grant: BonusGrantRow,
  end: BonusEnd,
  input: { now: Date; reason: string },
): Promise<{ toCash: bigint; forfeited: bigint }> {
  if (grant.status !== 'active' && grant.status !== 'available' && grant.status !== 'free_spins')
    return { toCash: 0n, forfeited: 0n };
  let toCash = 0n;
  let forfeited = 0n;
  if (grant.status === 'active') {
    const account = await bonusAccountOf(tx, grant.playerId, grant.currency);
    const cap = end === 'converted' ? grant.terms.maxConversionMinor : '0';
    ({ toCash, forfeited } = conversionOf(account.balance, cap === null ? null : BigInt(cap)));
    if (toCash > 0n || forfeited > 0n) {
      const accounts = await ensurePlayerAccounts(tx, grant.playerId, grant.currency);
      const funding = await ensureHouseAccount(tx, 'house_bonus_funding', grant.currency);
      const postings: PostingInput[] = [
        { accountId: account.id, amount: -(toCash + forfeited), currency: grant.currency },
      ];
      if (toCash > 0n) postings.push({ accountId: accounts.cash, amount: toCash, currency: grant.currency });
      if (forfeited > 0n) postings.push({ accountId: funding, amount: forfeited, currency: grant.currency });
      await postEntry(tx, {
        idempotencyKey: `bonus-end:${grant.id}`,
        kind: end === 'converted' ? 'bonus_conversion' : 'bonus_forfeit',
        postings,
        metadata: { grantId: grant.id, end },
        outbox: [
          {
            topic: `bonus.${end}`,
            payload: {
              playerId: grant.playerId,
              grantId: grant.id,
              currency: grant.currency,
              toCashMinor: toCash.toString(),
              forfeitedMinor: forfeited.toString(),
            },
          },
        ],
        createdAt: input.now,
      });
    }
  }
  await tx
    .update(bonusGrants)
    .set({
      status: end,
      convertedMinor: toCash,
      forfeitedMinor: forfeited,
      endedAt: input.now,
      endReason: input.reason,
      updatedAt: input.now,
    })
    .where(eq(bonusGrants.id, grant.id));
  return { toCash, forfeited };
}

/**
 * After a round of the bonus closed: when its points reach the points needed and none of its rounds
 * is still open (a late win then still finds its bonus), the bonus converts to cash; when its money is
 * all spent before that, it ends as forfeited (with nothing to take back).
 */
export async function convertIfWagered(
  tx: DbExecutor,
  grantId: string,
  now: Date,
): Promise<{ toCash: bigint; forfeited: bigint } | null> {
  const [grant] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, grantId)).for('update');
  if (!grant || grant.status !== 'active') return null;
  const wagered = grant.points >= grant.pointsNeeded;
  const spent = !wagered && (await bonusAccountOf(tx, grant.playerId, grant.currency)).balance === 0n;
  if (!wagered && !spent) return null;
  const [open] = await tx
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.bonusGrantId, grant.id), eq(gameRounds.status, 'open')))
    .limit(1);
  if (open) return null;
  // A bonus whose money is all lost ends there: nothing is left to wager or to convert.
  if (spent) return endBonus(tx, grant, 'forfeited', { now, reason: 'bonus_spent' });
  return endBonus(tx, grant, 'converted', { now, reason: 'wagering_complete' });
}
