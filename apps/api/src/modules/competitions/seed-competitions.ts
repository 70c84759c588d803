import { challengeTiersEur } from '@casino/rules';
import { challenges, slotRaceTemplates } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

/**
 * The demo's competitions: the rules' five challenge tiers on every studio slot (three winners each)
 * and a daily slot race on total wagered. Keyed, so the seed runs at every start without duplicating.
 */
export async function seedCompetitions(db: DbExecutor, now: Date = new Date()): Promise<void> {
  await db
    .insert(challenges)
    .values(
      challengeTiersEur.map((_, index) => ({
        seedKey: `demo-challenge-tier-${index + 1}`,
        tier: index + 1,
        gameId: null,
        maxWinners: 3,
        startsAt: new Date('2026-01-01T00:00:00Z'),
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(slotRaceTemplates)
    .values({
      seedKey: 'demo-daily-race',
      name: 'Daily Slot Race',
      recurrence: 'daily',
      scoring: 'wagered',
      currency: 'EUR',
      minBetMinor: 20n,
      gameIds: null,
      prizesMinor: [10_000n, 5_000n, 2_500n, 1_500n, 1_000n],
      createdAt: now,
    })
    .onConflictDoNothing();
}
