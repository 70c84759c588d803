import type { BonusCampaignView, PlayerBonus, PlayerBonusesData } from '@casino/contract/bonuses';

/** A deposit match campaign as GET /bonusCampaigns shapes it: 100 % up to €200 from €20, 35x in 30 days. */
export function sampleCampaign(overrides: Partial<BonusCampaignView> = {}): BonusCampaignView {
  return {
    slug: 'welcome',
    kind: 'deposit_match',
    activation: 'deposit',
    name: 'Welcome bonus',
    description: 'Double your first deposit.',
    currency: 'EUR',
    matchPercent: 100,
    maxBonusMinor: '20000',
    minDepositMinor: '2000',
    amountMinor: null,
    freeSpins: null,
    wageringMultiple: 35,
    wageringBase: 'bonus',
    contributions: [
      { group: 'slots', percent: 100 },
      { group: 'live-casino-and-tables', percent: 10 },
    ],
    sportsbook: { percent: 50, minOdds: '1.8' },
    maxBetMinor: '500',
    maxConversionMinor: '100000',
    claimDays: 7,
    completeDays: 30,
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}

/** One bonus of GET /player/bonuses: an active €100 bonus a third of the way through its wagering. */
export function sampleBonus(overrides: Partial<PlayerBonus> = {}): PlayerBonus {
  return {
    id: '5b0c7a52-3f3e-4c55-9d0e-000000000001',
    status: 'active',
    campaign: { slug: 'welcome', name: 'Welcome bonus', kind: 'deposit_match' },
    currency: 'EUR',
    bonusMinor: '10000',
    balanceMinor: '8250',
    wageringRequirementMinor: '350000',
    pointsNeededMinor: '350000',
    pointsGainedMinor: '120000',
    progress: 120000 / 350000,
    contributions: [
      { group: 'slots', percent: 100 },
      { group: 'live-casino-and-tables', percent: 10 },
    ],
    sportsbook: { percent: 50, minOdds: '1.8' },
    maxBetMinor: '500',
    maxConversionMinor: '100000',
    openBets: 1,
    convertedMinor: '0',
    forfeitedMinor: '0',
    claimBy: null,
    activatedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
    endedAt: null,
    endReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    freeSpins: null,
    ...overrides,
  };
}

export function samplePlayerBonuses(overrides: Partial<PlayerBonusesData> = {}): PlayerBonusesData {
  return { active: null, available: [], past: [], offers: [], depositOffers: [], ...overrides };
}
