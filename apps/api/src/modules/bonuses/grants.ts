import {
  bonusGameGroups,
  defaultSportsbookTerms,
  defaultContributions,
  depositMatchMinor,
  eurCentsInCurrency,
  pointsNeeded,
  type BonusGameGroup,
  type BonusTerms,
} from '@casino/rules';
import { and, eq, sql } from 'drizzle-orm';
import {
  bonusGrants,
  gameProviders,
  games,
  players,
  type BonusCampaignRow,
  type BonusGrantRow,
} from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { currencyInfo } from '../../lib/player-currency';
import { grantFreeRounds } from '../games/free-rounds/grant-free-rounds';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { postEntry } from '../ledger/post-entry';
import { freeSpinsProviderCode } from '../loyalty/level-rewards';
import { notifyPlayer } from '../notifications/notify-player';
import { bonusAccountOf, convertIfWagered } from './bonus-money';

const dayMs = 86_400_000;

/** A campaign's terms in the player's currency: what a grant keeps, whatever the campaign becomes. */
export function termsOf(campaign: BonusCampaignRow, currency: string): BonusTerms {
  const info = currencyInfo(currency);
  const inCurrency = (eurCents: bigint | null) =>
    eurCents === null ? null : eurCentsInCurrency(eurCents, info, 'floor').toString();
  const contributions = { ...defaultContributions } as Record<BonusGameGroup, number>;
  for (const group of bonusGameGroups) {
    const percent = campaign.contributions[group];
    if (typeof percent === 'number') contributions[group] = percent;
  }
  return {
    kind: campaign.kind,
    wageringMultiple: campaign.wageringMultiple,
    wageringBase: campaign.wageringBase,
    contributions,
    gameContributions: { ...campaign.gameContributions },
    sportsbook: {
      percent: campaign.contributions.sportsbook ?? defaultSportsbookTerms.percent,
      minOdds: campaign.sportsbookMinOdds ?? defaultSportsbookTerms.minOdds,
    },
    maxBetMinor: inCurrency(campaign.maxBetEurCents),
    maxConversionMinor: inCurrency(campaign.maxConversionEurCents),
    completeDays: campaign.completeDays,
    matchPercent: campaign.matchPercent,
    maxBonusMinor: inCurrency(campaign.maxBonusEurCents),
    minDepositMinor:
      campaign.minDepositEurCents === null
        ? null
        : eurCentsInCurrency(campaign.minDepositEurCents, info, 'ceil').toString(),
  };
}

const isDepositKind = (kind: string) => kind === 'deposit_match' || kind === 'reload';

/** A deposit bonus's amount for a deposit, or null when the deposit is below the campaign's minimum. */
export function depositBonusOf(terms: BonusTerms, depositMinor: bigint): bigint | null {
  const minimum = BigInt(terms.minDepositMinor ?? '0');
  if (depositMinor <= 0n || depositMinor < minimum) return null;
  return depositMatchMinor(depositMinor, terms.matchPercent ?? 0, BigInt(terms.maxBonusMinor ?? '0'));
}

export interface GrantInput {
  campaign: BonusCampaignRow;
  playerId: string;
  /** Unique over all grants: `deposit:{depositId}:{campaignId}`, `code:{codeId}:{playerId}`... */
  sourceKey: string;
  /** The deposit a deposit bonus matches, minor units of the player's currency. */
  depositMinor?: bigint;
  /** Activate at once when no other bonus is wagered (deposit bonuses, codes, staff). */
  activate: boolean;
  staffUserId?: string | null;
  now: Date;
}

/** Why a player cannot have a campaign now, or null. */
export function ineligibility(
  campaign: BonusCampaignRow,
  player: { country: string; currency: string },
  now: Date,
): string | null {
  if (campaign.status !== 'active') return 'campaign_not_active';
  if (campaign.startsAt && campaign.startsAt > now) return 'campaign_not_started';
  if (campaign.endsAt && campaign.endsAt <= now) return 'campaign_ended';
  if (campaign.countries.length > 0 && !campaign.countries.includes(player.country)) return 'country';
  if (campaign.currencies.length > 0 && !campaign.currencies.includes(player.currency)) return 'currency';
  return null;
}

/**
 * Gives a player a bonus of a campaign, once per source key (a replay answers the first grant) and,
 * for a one-per-player campaign, once per player (a unique key: two concurrent claims grant one; the
 * other is refused with bonus_not_available). The terms are snapshotted; a free-spins bonus grants its
 * free rounds through the provider's free-rounds call and opens its money when they are played.
 */
export async function grantBonus(
  tx: DbExecutor,
  input: GrantInput,
): Promise<{ grant: BonusGrantRow; replayed: boolean }> {
  const { campaign, now } = input;
  const [existing] = await tx.select().from(bonusGrants).where(eq(bonusGrants.sourceKey, input.sourceKey));
  if (existing) return { grant: existing, replayed: true };
  const [player] = await tx
    .select({ id: players.id, country: players.country, currency: players.currency })
    .from(players)
    .where(eq(players.id, input.playerId));
  if (!player) throw new AppError('player_not_found');
  if (ineligibility(campaign, player, now)) throw new AppError('bonus_not_eligible');

  const terms = termsOf(campaign, player.currency);
  const info = currencyInfo(player.currency);
  const depositMinor = input.depositMinor ?? 0n;
  let bonusMinor = 0n;
  if (isDepositKind(campaign.kind)) {
    // Without a deposit yet (a code or a claim): the grant waits for the player's next deposit.
    if (input.depositMinor !== undefined) {
      const matched = depositBonusOf(terms, depositMinor);
      if (matched === null) throw new AppError('bonus_not_eligible');
      bonusMinor = matched;
    }
  } else if (campaign.kind !== 'free_spins') {
    bonusMinor = eurCentsInCurrency(campaign.amountEurCents ?? 0n, info, 'floor');
  }
  const needed = pointsNeeded({
    bonusMinor,
    depositMinor: campaign.wageringBase === 'deposit_plus_bonus' ? depositMinor : 0n,
    wageringMultiple: campaign.wageringMultiple,
    wageringBase: campaign.wageringBase,
  });

  const [inserted] = await tx
    .insert(bonusGrants)
    .values({
      playerId: player.id,
      campaignId: campaign.id,
      sourceKey: input.sourceKey,
      perPlayerKey: campaign.onePerPlayer ? campaign.id : null,
      status: campaign.kind === 'free_spins' ? 'free_spins' : 'available',
      currency: player.currency,
      terms,
      bonusMinor,
      depositMinor,
      pointsNeeded: needed,
      claimBy: new Date(now.getTime() + campaign.claimDays * dayMs),
      grantedByStaffId: input.staffUserId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const [winner] = await tx.select().from(bonusGrants).where(eq(bonusGrants.sourceKey, input.sourceKey));
    if (winner) return { grant: winner, replayed: true };
    // The player already has this one-per-player campaign.
    throw new AppError('bonus_not_available');
  }
  let grant = inserted;
  // A free-spins bonus says so through its free rounds' own notice.
  if (campaign.kind !== 'free_spins')
    await notifyPlayer(tx, {
      playerId: player.id,
      kind: 'bonus_granted',
      sourceKey: `bonus:${grant.id}`,
      now,
    });
  if (campaign.kind === 'free_spins') grant = await grantCampaignFreeSpins(tx, campaign, grant, now);
  else if (input.activate && !(isDepositKind(campaign.kind) && input.depositMinor === undefined))
    grant = (await activateIfFree(tx, grant, now)) ?? grant;
  return { grant, replayed: false };
}

async function grantCampaignFreeSpins(
  tx: DbExecutor,
  campaign: BonusCampaignRow,
  grant: BonusGrantRow,
  now: Date,
): Promise<BonusGrantRow> {
  const [game] = await tx
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(
      and(eq(gameProviders.code, freeSpinsProviderCode), eq(games.slug, campaign.freeSpinsGameSlug ?? '')),
    );
  if (!game || !campaign.freeSpinsCount) throw new AppError('bonus_not_eligible');
  const value = campaign.freeSpinValueEurCents;
  const freeRounds = await grantFreeRounds(tx, {
    playerId: grant.playerId,
    gameId: game.id,
    rounds: campaign.freeSpinsCount,
    currency: grant.currency,
    ...(value ? { betMinor: eurCentsInCurrency(value, currencyInfo(grant.currency), 'floor') } : {}),
    source: 'bonus_campaign',
    sourceKey: `bonus:${grant.id}`,
    expiresAt: new Date(now.getTime() + campaign.claimDays * dayMs),
    now,
  });
  const [updated] = await tx
    .update(bonusGrants)
    .set({ freeRoundGrantId: freeRounds.grantId, updatedAt: now })
    .where(eq(bonusGrants.id, grant.id))
    .returning();
  return updated!;
}

/**
 * Activates an available bonus if the player wagers none now: its money moves from the house's bonus
 * funding to the player's bonus account (one entry keyed on the grant) and its wagering clock starts.
 * Takes the player's row lock first, as the wallet does, so no bet sees half of it. Null when another
 * bonus is being wagered (this one stays available).
 */
export async function activateIfFree(
  tx: DbExecutor,
  grant: BonusGrantRow,
  now: Date,
): Promise<BonusGrantRow | null> {
  await tx.execute(sql`SELECT id FROM players WHERE id = ${grant.playerId} FOR NO KEY UPDATE`);
  const [busy] = await tx
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.playerId, grant.playerId), eq(bonusGrants.status, 'active')));
  if (busy) return null;
  const [locked] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, grant.id)).for('update');
  if (!locked || locked.status !== 'available') throw new AppError('bonus_not_available');
  if (locked.claimBy && locked.claimBy <= now) throw new AppError('bonus_not_available');
  if (locked.bonusMinor > 0n) {
    const account = await bonusAccountOf(tx, locked.playerId, locked.currency);
    const funding = await ensureHouseAccount(tx, 'house_bonus_funding', locked.currency);
    await postEntry(tx, {
      idempotencyKey: `bonus-grant:${locked.id}`,
      kind: 'bonus_grant',
      postings: [
        { accountId: account.id, amount: locked.bonusMinor, currency: locked.currency },
        { accountId: funding, amount: -locked.bonusMinor, currency: locked.currency },
      ],
      metadata: { grantId: locked.id, campaignId: locked.campaignId },
      outbox: [
        {
          topic: 'bonus.activated',
          payload: {
            playerId: locked.playerId,
            grantId: locked.id,
            currency: locked.currency,
            bonusMinor: locked.bonusMinor.toString(),
          },
        },
      ],
      createdAt: now,
    });
  }
  const [active] = await tx
    .update(bonusGrants)
    .set({
      status: 'active',
      activatedAt: now,
      expiresAt: new Date(now.getTime() + locked.terms.completeDays * dayMs),
      updatedAt: now,
    })
    .where(eq(bonusGrants.id, locked.id))
    .returning();
  // Nothing to wager (a multiple of 0, or no money): it converts, or ends, at once.
  await convertIfWagered(tx, active!.id, now);
  const [after] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, locked.id));
  return after!;
}

/**
 * A deposit was credited: the bonus chosen in the deposit form is granted on it, else a deposit bonus
 * that waits for a deposit (unlocked by a code or a claim) is filled from it; either is activated when
 * no other bonus is wagered. Inside the deposit's transaction, keyed on the deposit, so the same
 * webhook delivered again grants nothing more.
 */
export async function applyDepositBonus(
  tx: DbExecutor,
  input: {
    playerId: string;
    depositId: string;
    depositMinor: bigint;
    campaign: BonusCampaignRow | null;
    now: Date;
  },
): Promise<BonusGrantRow | null> {
  const { now } = input;
  if (input.campaign) {
    try {
      const { grant } = await grantBonus(tx, {
        campaign: input.campaign,
        playerId: input.playerId,
        sourceKey: `deposit:${input.depositId}:${input.campaign.id}`,
        depositMinor: input.depositMinor,
        activate: true,
        now,
      });
      return grant;
    } catch (error) {
      // A deposit is never refused for its bonus: a bonus the player can no longer have is skipped.
      if (error instanceof AppError && error.code.startsWith('bonus_')) return null;
      throw error;
    }
  }
  const [waiting] = await tx
    .select()
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.playerId, input.playerId),
        eq(bonusGrants.status, 'available'),
        eq(bonusGrants.bonusMinor, 0n),
        eq(bonusGrants.depositMinor, 0n),
        sql`${bonusGrants.terms}->>'kind' IN ('deposit_match', 'reload')`,
        sql`(${bonusGrants.claimBy} IS NULL OR ${bonusGrants.claimBy} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(bonusGrants.createdAt)
    .limit(1)
    .for('update');
  if (!waiting) return null;
  const bonusMinor = depositBonusOf(waiting.terms, input.depositMinor);
  if (bonusMinor === null) return null;
  const [filled] = await tx
    .update(bonusGrants)
    .set({
      bonusMinor,
      depositMinor: input.depositMinor,
      pointsNeeded: pointsNeeded({
        bonusMinor,
        depositMinor: input.depositMinor,
        wageringMultiple: waiting.terms.wageringMultiple,
        wageringBase: waiting.terms.wageringBase,
      }),
      updatedAt: now,
    })
    .where(eq(bonusGrants.id, waiting.id))
    .returning();
  return (await activateIfFree(tx, filled!, now)) ?? filled!;
}
