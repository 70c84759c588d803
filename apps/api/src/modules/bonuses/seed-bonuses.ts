import { bonusCampaigns, bonusCodes } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

const contributions = { slots: 100, 'live-casino-and-tables': 10, 'game-shows': 20, 'crash-and-fast': 20 };

type DemoCampaign = Omit<typeof bonusCampaigns.$inferInsert, 'createdAt' | 'updatedAt'>;

const demoCampaigns: DemoCampaign[] = [
  {
    slug: 'welcome-bonus',
    kind: 'deposit_match',
    activation: 'deposit',
    names: {
      en: 'Welcome Bonus 100%',
      es: 'Bono de bienvenida 100 %',
      de: 'Willkommensbonus 100 %',
      fr: 'Bonus de bienvenue 100 %',
      pt: 'Bónus de boas-vindas 100%',
      no: 'Velkomstbonus 100 %',
    },
    descriptions: {
      en: 'Your deposit doubled, up to €200.',
      es: 'Tu depósito duplicado, hasta 200 €.',
      de: 'Deine Einzahlung verdoppelt, bis zu 200 €.',
      fr: 'Votre dépôt doublé, jusqu’à 200 €.',
      pt: 'O seu depósito duplicado, até 200 €.',
      no: 'Innskuddet ditt doblet, opptil 200 €.',
    },
    matchPercent: 100,
    maxBonusEurCents: 20_000n,
    minDepositEurCents: 2_000n,
    wageringMultiple: 35,
    contributions,
    maxBetEurCents: 500n,
    maxConversionEurCents: 100_000n,
  },
  {
    slug: 'weekend-reload',
    kind: 'reload',
    activation: 'deposit',
    names: {
      en: 'Weekend Reload 50%',
      es: 'Recarga de fin de semana 50 %',
      de: 'Wochenend-Reload 50 %',
      fr: 'Recharge du week-end 50 %',
      pt: 'Recarga de fim de semana 50%',
      no: 'Helgepåfyll 50 %',
    },
    matchPercent: 50,
    maxBonusEurCents: 10_000n,
    minDepositEurCents: 2_000n,
    wageringMultiple: 30,
    contributions,
    maxBetEurCents: 500n,
    onePerPlayer: false,
  },
  {
    slug: 'neon-spins',
    kind: 'free_spins',
    activation: 'claim',
    names: {
      en: '20 Free Spins on Neon Fruits',
      es: '20 giros gratis en Neon Fruits',
      de: '20 Freispiele auf Neon Fruits',
      fr: '20 tours gratuits sur Neon Fruits',
      pt: '20 rodadas grátis em Neon Fruits',
      no: '20 gratisspinn på Neon Fruits',
    },
    freeSpinsGameSlug: 'neon-fruits',
    freeSpinsCount: 20,
    wageringMultiple: 20,
    contributions,
    maxConversionEurCents: 10_000n,
  },
  {
    slug: 'welcome-ten',
    kind: 'no_deposit',
    activation: 'code',
    names: {
      en: '€10 with code WELCOME10',
      es: '10 € con el código WELCOME10',
      de: '10 € mit dem Code WELCOME10',
      fr: '10 € avec le code WELCOME10',
      pt: '10 € com o código WELCOME10',
      no: '10 € med koden WELCOME10',
    },
    amountEurCents: 1_000n,
    wageringMultiple: 40,
    contributions,
    maxBetEurCents: 200n,
    maxConversionEurCents: 5_000n,
  },
];

/**
 * The demo's bonus campaigns, so the promotion pages, the deposit form and profile/bonuses have
 * something to offer: a welcome deposit match, a reload, free spins to claim and a promotion code.
 * Keyed by slug and code, so the seed runs at every start without duplicating or overwriting edits.
 */
export async function seedBonuses(db: DbExecutor, now: Date = new Date()): Promise<void> {
  const campaigns = await db
    .insert(bonusCampaigns)
    .values(demoCampaigns.map((campaign) => ({ ...campaign, createdAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ id: bonusCampaigns.id, slug: bonusCampaigns.slug });
  const welcomeTen = campaigns.find((campaign) => campaign.slug === 'welcome-ten');
  if (welcomeTen)
    await db
      .insert(bonusCodes)
      .values({ code: 'welcome10', campaignId: welcomeTen.id })
      .onConflictDoNothing();
}
