import type {
  BonusCampaignView,
  BonusWagersData,
  PlayerBonus,
  PlayerBonusesData,
  PlayerBonusFreeSpins,
} from '@casino/contract';
import { eurCentsInCurrency } from '@casino/rules';
import { bonusGameGroups, defaultSportsbookTerms, type BonusTerms } from '@casino/rules/bonuses';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  bonusCampaigns,
  bonusGrants,
  bonusWagers,
  freeRoundGrants,
  gameProviders,
  gameRounds,
  games,
  players,
  type BonusCampaignRow,
  type BonusGrantRow,
  type LocalizedTexts,
} from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { currencyInfo } from '../../lib/player-currency';
import { bonusAccountOf } from './bonus-money';
import { runningCampaigns } from './campaigns';
import { ineligibility, termsOf } from './grants';
import { freeSpinsProviderCode } from '../loyalty/level-rewards';

const textIn = (texts: LocalizedTexts, locale: string) => texts[locale] ?? texts.en ?? '';
const iso = (at: Date | null) => (at ? at.toISOString() : null);
const inCurrency = (eurCents: bigint, currency: string) =>
  eurCentsInCurrency(eurCents, currencyInfo(currency), 'floor').toString();

function contributionsOf(terms: Pick<BonusTerms, 'contributions'>) {
  return bonusGameGroups.map((group) => ({ group, percent: terms.contributions[group] ?? 0 }));
}

/** A grant made before sportsbook terms existed counts sportsbook stakes at nothing. */
function sportsbookTermsOf(terms: Pick<BonusTerms, 'sportsbook'>) {
  return terms.sportsbook ?? { percent: 0, minOdds: defaultSportsbookTerms.minOdds };
}

/** A campaign's terms in a currency and language (the promotion pages, the offers). */
export async function campaignView(
  db: DbExecutor,
  campaign: BonusCampaignRow,
  currency: string,
  locale: string,
): Promise<BonusCampaignView> {
  const terms = termsOf(campaign, currency);
  let freeSpins: BonusCampaignView['freeSpins'] = null;
  if (campaign.kind === 'free_spins' && campaign.freeSpinsGameSlug) {
    // The studio's game, as the grant picks it: another provider may list a game of the same slug.
    const [game] = await db
      .select({ title: games.title, minBet: games.minBet })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(and(eq(gameProviders.code, freeSpinsProviderCode), eq(games.slug, campaign.freeSpinsGameSlug)))
      .limit(1);
    const value =
      campaign.freeSpinValueEurCents !== null
        ? inCurrency(campaign.freeSpinValueEurCents, currency)
        : (game?.minBet?.toString() ?? '0');
    freeSpins = {
      gameSlug: campaign.freeSpinsGameSlug,
      gameName: game?.title ?? null,
      count: campaign.freeSpinsCount ?? 0,
      valueMinor: value,
    };
  }
  return {
    slug: campaign.slug,
    kind: campaign.kind,
    activation: campaign.activation,
    name: textIn(campaign.names, locale),
    description: textIn(campaign.descriptions, locale),
    currency,
    matchPercent: campaign.matchPercent,
    maxBonusMinor: terms.maxBonusMinor ?? null,
    minDepositMinor: terms.minDepositMinor ?? null,
    amountMinor: campaign.amountEurCents === null ? null : inCurrency(campaign.amountEurCents, currency),
    freeSpins,
    wageringMultiple: campaign.wageringMultiple,
    wageringBase: campaign.wageringBase,
    contributions: contributionsOf(terms),
    sportsbook: sportsbookTermsOf(terms),
    maxBetMinor: terms.maxBetMinor,
    maxConversionMinor: terms.maxConversionMinor,
    claimDays: campaign.claimDays,
    completeDays: campaign.completeDays,
    startsAt: iso(campaign.startsAt),
    endsAt: iso(campaign.endsAt),
  };
}

/** The running campaigns for the promotion pages, in the visitor's (or player's) currency. */
export async function listCampaignViews(
  db: DbExecutor,
  input: { currency: string; locale: string; now: Date },
): Promise<BonusCampaignView[]> {
  const campaigns = await runningCampaigns(db, input.now);
  return Promise.all(campaigns.map((campaign) => campaignView(db, campaign, input.currency, input.locale)));
}

function grantView(
  grant: BonusGrantRow,
  campaign: { slug: string; names: LocalizedTexts; kind: BonusCampaignRow['kind'] },
  extra: { balance: bigint; openBets: number; locale: string; freeSpins?: PlayerBonusFreeSpins | null },
): PlayerBonus {
  const needed = grant.pointsNeeded;
  const progress = needed === 0n ? 1 : Math.min(1, Number((grant.points * 10_000n) / needed) / 10_000);
  return {
    id: grant.id,
    status: grant.status,
    campaign: { slug: campaign.slug, name: textIn(campaign.names, extra.locale), kind: campaign.kind },
    currency: grant.currency,
    bonusMinor: grant.bonusMinor.toString(),
    balanceMinor: extra.balance.toString(),
    wageringRequirementMinor: (needed / 100n).toString(),
    pointsNeededMinor: (needed / 100n).toString(),
    pointsGainedMinor: (grant.points / 100n).toString(),
    progress,
    contributions: contributionsOf(grant.terms),
    sportsbook: sportsbookTermsOf(grant.terms),
    maxBetMinor: grant.terms.maxBetMinor,
    maxConversionMinor: grant.terms.maxConversionMinor,
    openBets: extra.openBets,
    convertedMinor: grant.convertedMinor.toString(),
    forfeitedMinor: grant.forfeitedMinor.toString(),
    claimBy: iso(grant.claimBy),
    activatedAt: iso(grant.activatedAt),
    expiresAt: iso(grant.expiresAt),
    endedAt: iso(grant.endedAt),
    endReason: grant.endReason,
    createdAt: grant.createdAt.toISOString(),
    freeSpins: extra.freeSpins ?? null,
  };
}

/** The spins of a free-spins bonus still to play: its game, how many are left, until when. */
async function freeSpinsOf(db: DbExecutor, grant: BonusGrantRow): Promise<PlayerBonusFreeSpins | null> {
  if (grant.status !== 'free_spins' || !grant.freeRoundGrantId) return null;
  const [row] = await db
    .select({
      gameId: games.id,
      gameSlug: games.slug,
      gameTitle: games.title,
      provider: gameProviders.code,
      roundsGranted: freeRoundGrants.roundsGranted,
      roundsUsed: freeRoundGrants.roundsUsed,
      expiresAt: freeRoundGrants.expiresAt,
    })
    .from(freeRoundGrants)
    .innerJoin(games, eq(games.id, freeRoundGrants.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, freeRoundGrants.providerId))
    .where(and(eq(freeRoundGrants.id, grant.freeRoundGrantId), eq(freeRoundGrants.playerId, grant.playerId)));
  if (!row) return null;
  return {
    gameId: row.gameId,
    gameSlug: row.gameSlug,
    gameTitle: row.gameTitle,
    provider: row.provider,
    roundsLeft: Math.max(0, row.roundsGranted - row.roundsUsed),
    roundsGranted: row.roundsGranted,
    expiresAt: iso(row.expiresAt),
    wageringMultiple: grant.terms.wageringMultiple,
  };
}

/** One bonus of the player as profile/bonuses shows it; another player's is not found. */
export async function playerBonusView(
  db: DbExecutor,
  playerId: string,
  grantId: string,
  locale: string,
): Promise<PlayerBonus> {
  const [row] = await db
    .select({ grant: bonusGrants, campaign: bonusCampaigns })
    .from(bonusGrants)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusGrants.campaignId))
    .where(and(eq(bonusGrants.id, grantId), eq(bonusGrants.playerId, playerId)));
  if (!row) throw new AppError('bonus_not_found');
  return viewWithMoney(db, row.grant, row.campaign, locale);
}

async function viewWithMoney(
  db: DbExecutor,
  grant: BonusGrantRow,
  campaign: BonusCampaignRow,
  locale: string,
): Promise<PlayerBonus> {
  if (grant.status !== 'active')
    return grantView(grant, campaign, {
      balance: 0n,
      openBets: 0,
      locale,
      freeSpins: await freeSpinsOf(db, grant),
    });
  const account = await bonusAccountOf(db, grant.playerId, grant.currency);
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(gameRounds)
    .where(and(eq(gameRounds.bonusGrantId, grant.id), eq(gameRounds.status, 'open')));
  return grantView(grant, campaign, { balance: account.balance, openBets: open?.n ?? 0, locale });
}

/** profile/bonuses: the wagered bonus, the waiting ones, the past ones, and what may be claimed. */
export async function playerBonusesOf(
  db: DbExecutor,
  playerId: string,
  input: { locale: string; now: Date },
): Promise<PlayerBonusesData> {
  const [player] = await db
    .select({ country: players.country, currency: players.currency })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw new AppError('session_expired');
  const rows = await db
    .select({ grant: bonusGrants, campaign: bonusCampaigns })
    .from(bonusGrants)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusGrants.campaignId))
    .where(eq(bonusGrants.playerId, playerId))
    .orderBy(desc(bonusGrants.createdAt))
    .limit(200);
  const views = await Promise.all(
    rows.map(({ grant, campaign }) => viewWithMoney(db, grant, campaign, input.locale)),
  );
  const had = new Set(
    rows.filter(({ campaign }) => campaign.onePerPlayer).map(({ campaign }) => campaign.id),
  );
  const running = (await runningCampaigns(db, input.now)).filter(
    (campaign) => !had.has(campaign.id) && !ineligibility(campaign, player, input.now),
  );
  const offersOf = (activation: string) =>
    Promise.all(
      running
        .filter((campaign) => campaign.activation === activation)
        .map((campaign) => campaignView(db, campaign, player.currency, input.locale)),
    );
  return {
    active: views.find((view) => view.status === 'active') ?? null,
    available: views.filter((view) => view.status === 'available' || view.status === 'free_spins'),
    past: views.filter((view) => !['active', 'available', 'free_spins'].includes(view.status)),
    offers: await offersOf('claim'),
    depositOffers: await offersOf('deposit'),
  };
}

/** The rounds that counted towards one of the player's bonuses, newest first. */
export async function bonusWagersOf(
  db: DbExecutor,
  playerId: string,
  input: { grantId: string; limit: number; offset: number },
): Promise<BonusWagersData> {
  const [grant] = await db
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.id, input.grantId), eq(bonusGrants.playerId, playerId)));
  if (!grant) throw new AppError('bonus_not_found');
  const rows = await db
    .select({
      wager: bonusWagers,
      gameName: games.title,
      provider: gameProviders.name,
    })
    .from(bonusWagers)
    .innerJoin(games, eq(games.id, bonusWagers.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(bonusWagers.grantId, grant.id))
    .orderBy(desc(bonusWagers.id))
    .limit(input.limit + 1)
    .offset(input.offset);
  return {
    wagers: rows.slice(0, input.limit).map(({ wager, gameName, provider }) => ({
      round: wager.roundId ?? wager.externalRoundId,
      instanceId: wager.externalRoundId,
      gameName,
      provider,
      wagerMinor: wager.stakeMinor.toString(),
      contributionPercent: wager.contributionPercent,
      pointContributionMinor: (wager.points / 100n).toString(),
      kind: wager.kind,
      at: wager.createdAt.toISOString(),
    })),
    limit: input.limit,
    offset: input.offset,
    hasMore: rows.length > input.limit,
  };
}
