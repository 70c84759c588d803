import { randomBytes } from 'node:crypto';
import { studioGames } from '@casino/fair/games/registry';
import type { StudioContext } from '../context';
import { networkPromotions, type NetworkDropLine } from '../db/schema';

const dayMs = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Monday 00:00 UTC of the date's week. */
function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * dayMs);
}

const dailyDropsNames = {
  en: 'Daily Drops',
  es: 'Premios diarios',
  de: 'Tägliche Drops',
  fr: 'Drops quotidiens',
  pt: 'Prémios diários',
  no: 'Daglige premier',
};
const networkRaceNames = {
  en: 'Network race',
  es: 'Carrera de la red',
  de: 'Netzwerk-Rennen',
  fr: 'Course du réseau',
  pt: 'Corrida da rede',
  no: 'Nettverksløp',
};

/** 50 x 5 EUR, 20 x 20 EUR, 5 x 100 EUR a day: 1,150 EUR. */
export const dailyDropTable: NetworkDropLine[] = [
  { amountEurCents: '500', count: 50 },
  { amountEurCents: '2000', count: 20 },
  { amountEurCents: '10000', count: 5 },
];
/** The weekly race's places, in EUR cents: 950 EUR. */
export const weeklyRacePrizes = ['50000', '25000', '10000', '5000', '5000'];

function slotGames(): string[] {
  return studioGames.filter((game) => game.meta.category === 'slots').map((game) => game.meta.externalId);
}

/**
 * The seeded promotions, made for the current period when missing: one "Daily Drops" per UTC day and
 * one "Network race" per week (Monday to Monday, UTC), on the studio's slots. Run on start and on
 * every retry pass, so a new day or week has its promotion without anyone creating it.
 */
export async function ensureSeededPromotions(ctx: StudioContext): Promise<void> {
  const now = ctx.now();
  const day = new Date(`${isoDay(now)}T00:00:00Z`);
  const monday = weekStart(now);
  const games = slotGames();
  await ctx.db
    .insert(networkPromotions)
    .values([
      {
        code: `daily-drops-${isoDay(day)}`,
        kind: 'drops',
        name: dailyDropsNames.en,
        names: dailyDropsNames,
        secretSeed: randomBytes(32).toString('hex'),
        startsAt: day,
        endsAt: new Date(day.getTime() + dayMs),
        minBetEurCents: 20n,
        games,
        dropChancePpm: 5_000,
        dropTable: dailyDropTable,
        createdAt: now,
      },
      {
        code: `network-race-${isoDay(monday)}`,
        kind: 'race',
        name: networkRaceNames.en,
        names: networkRaceNames,
        secretSeed: randomBytes(32).toString('hex'),
        startsAt: monday,
        endsAt: new Date(monday.getTime() + 7 * dayMs),
        minBetEurCents: 20n,
        games,
        scoring: 'stake',
        prizes: weeklyRacePrizes,
        createdAt: now,
      },
    ])
    .onConflictDoNothing();
}
