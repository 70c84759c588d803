import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  slotRaceResults,
  slotRaces,
  slotRaceScores,
  slotRaceTemplates,
  type RaceScoring,
  type SlotRaceRow,
} from '../../db/schema';
import { inTransaction, type DbExecutor } from '../../db/transaction';
import { payRacePrize } from './prizes';

const dayMs = 86_400_000;

export interface NewRace {
  name: string;
  url?: string;
  scoring: RaceScoring;
  currency: string;
  minBetMinor: bigint;
  gameIds: string[] | null;
  prizesMinor: bigint[];
  startsAt: Date;
  endsAt: Date;
  templateId?: string | null;
}

/** A URL slug from a name: lower case letters, digits and dashes. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'race';
}

/** The prize table is by place; the pool is its sum, so prizes can never exceed it. */
export function validatePrizes(prizes: bigint[]): bigint {
  if (prizes.length === 0 || prizes.length > 100) throw new RangeError('a race pays 1 to 100 places');
  if (prizes.some((prize) => prize <= 0n)) throw new RangeError('every prize is positive');
  return prizes.reduce((sum, prize) => sum + prize, 0n);
}

/** Creates a race (answers null when a race of that template and start already exists). */
export async function createRace(db: DbExecutor, race: NewRace, now: Date): Promise<SlotRaceRow | null> {
  const pool = validatePrizes(race.prizesMinor);
  if (race.endsAt.getTime() <= race.startsAt.getTime()) throw new RangeError('a race ends after it starts');
  const url =
    race.url ?? `${slugOf(race.name)}-${race.startsAt.toISOString().slice(0, 16).replace(/[:T]/g, '-')}`;
  const [row] = await db
    .insert(slotRaces)
    .values({
      url,
      name: race.name,
      templateId: race.templateId ?? null,
      scoring: race.scoring,
      currency: race.currency,
      minBetMinor: race.minBetMinor,
      gameIds: race.gameIds && race.gameIds.length > 0 ? race.gameIds : null,
      prizesMinor: race.prizesMinor,
      poolMinor: pool,
      startsAt: race.startsAt,
      endsAt: race.endsAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The window of a recurring race containing `at`: the UTC day, or the week from Monday. */
export function recurringWindow(recurrence: 'daily' | 'weekly', at: Date): { startsAt: Date; endsAt: Date } {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (recurrence === 'daily') return { startsAt: new Date(midnight), endsAt: new Date(midnight + dayMs) };
  const monday = midnight - ((at.getUTCDay() + 6) % 7) * dayMs;
  return { startsAt: new Date(monday), endsAt: new Date(monday + 7 * dayMs) };
}

/**
 * Makes the races of the active templates for the current window and the next one, once each
 * (unique template and start), so copies of the job never make one twice.
 */
export async function ensureRecurringRaces(db: DbExecutor, now: Date): Promise<number> {
  const templates = await db.select().from(slotRaceTemplates).where(eq(slotRaceTemplates.active, true));
  let made = 0;
  for (const template of templates) {
    const current = recurringWindow(template.recurrence, now);
    const next = recurringWindow(template.recurrence, current.endsAt);
    for (const window of [current, next]) {
      const race = await createRace(
        db,
        {
          name: template.name,
          url: `${slugOf(template.name)}-${window.startsAt.toISOString().slice(0, 10)}`,
          scoring: template.scoring,
          currency: template.currency,
          minBetMinor: template.minBetMinor,
          gameIds: template.gameIds,
          prizesMinor: template.prizesMinor,
          templateId: template.id,
          ...window,
        },
        now,
      );
      if (race) made += 1;
    }
  }
  return made;
}

export interface Standing {
  place: number;
  playerId: string;
  score: bigint;
  reachedAt: Date;
}

/** The race's standings: score first, then who reached it first (time, then event order). */
export async function raceStandings(db: DbExecutor, raceId: string, limit: number): Promise<Standing[]> {
  const rows = await db
    .select({
      playerId: slotRaceScores.playerId,
      score: slotRaceScores.score,
      reachedAt: slotRaceScores.reachedAt,
    })
    .from(slotRaceScores)
    .where(eq(slotRaceScores.raceId, raceId))
    .orderBy(desc(slotRaceScores.score), asc(slotRaceScores.reachedAt), asc(slotRaceScores.reachedEventId))
    .limit(limit);
  return rows.map((row, index) => ({ place: index + 1, ...row }));
}

export interface CloseOptions {
  /** How long after a race's end its standings wait for late events before they freeze. */
  settleMs?: number;
  /** Stop after paying this many places (tests: a job killed half way). */
  payLimit?: number;
}

/**
 * Closes the races whose window ended: first the standings freeze into results (one transaction,
 * the race row locked, done once: only a 'scheduled' race freezes), then each place with a prize is
 * paid in a transaction of its own keyed on (race, place), so a job that runs twice, or dies half way
 * and runs again, pays each place exactly once. Only positive scores win; the prizes are the table's,
 * so the pool is never exceeded. Answers the places paid.
 */
export async function closeDueRaces(db: DbExecutor, now: Date, options: CloseOptions = {}): Promise<number> {
  const settleMs = options.settleMs ?? 60_000;
  const due = await db
    .select({ id: slotRaces.id })
    .from(slotRaces)
    .where(
      and(
        inArray(slotRaces.status, ['scheduled', 'paying']),
        lte(slotRaces.endsAt, new Date(now.getTime() - settleMs)),
      ),
    )
    .orderBy(asc(slotRaces.endsAt));
  let paid = 0;
  for (const { id } of due) {
    await freezeRace(db, id, now);
    const left = options.payLimit === undefined ? undefined : options.payLimit - paid;
    if (left !== undefined && left <= 0) break;
    paid += await payRaceResults(db, id, now, left);
  }
  return paid;
}

async function freezeRace(db: DbExecutor, raceId: string, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [race] = await tx.select().from(slotRaces).where(eq(slotRaces.id, raceId)).for('update');
    if (!race || race.status !== 'scheduled') return;
    const standings = (await raceStandings(tx, raceId, race.prizesMinor.length)).filter(
      (row) => row.score > 0n,
    );
    if (standings.length > 0) {
      await tx
        .insert(slotRaceResults)
        .values(
          standings.map((row) => ({
            raceId,
            place: row.place,
            playerId: row.playerId,
            score: row.score,
            prizeMinor: race.prizesMinor[row.place - 1]!,
          })),
        )
        .onConflictDoNothing();
    }
    await tx.update(slotRaces).set({ status: 'paying', frozenAt: now }).where(eq(slotRaces.id, raceId));
  });
}

async function payRaceResults(db: DbExecutor, raceId: string, now: Date, limit?: number): Promise<number> {
  const unpaid = await db
    .select({ place: slotRaceResults.place })
    .from(slotRaceResults)
    .where(and(eq(slotRaceResults.raceId, raceId), isNull(slotRaceResults.ledgerEntryId)))
    .orderBy(asc(slotRaceResults.place));
  let paid = 0;
  for (const { place } of unpaid) {
    if (limit !== undefined && paid >= limit) return paid;
    const done = await inTransaction(db, async (tx) => {
      const [result] = await tx
        .select()
        .from(slotRaceResults)
        .where(
          and(
            eq(slotRaceResults.raceId, raceId),
            eq(slotRaceResults.place, place),
            isNull(slotRaceResults.ledgerEntryId),
          ),
        )
        .for('update', { skipLocked: true });
      if (!result) return false;
      const [race] = await tx.select().from(slotRaces).where(eq(slotRaces.id, raceId));
      const entryId = await payRacePrize(tx, {
        raceId,
        raceName: race?.name ?? '',
        place,
        playerId: result.playerId,
        currency: race?.currency ?? 'EUR',
        prizeMinor: result.prizeMinor,
        now,
      });
      await tx
        .update(slotRaceResults)
        .set({ ledgerEntryId: entryId, paidAt: now })
        .where(and(eq(slotRaceResults.raceId, raceId), eq(slotRaceResults.place, place)));
      return true;
    });
    if (done) paid += 1;
  }
  await db
    .update(slotRaces)
    .set({ status: 'closed', closedAt: now })
    .where(
      and(
        eq(slotRaces.id, raceId),
        eq(slotRaces.status, 'paying'),
        sql`NOT EXISTS (SELECT 1 FROM slot_race_results r WHERE r.race_id = ${raceId} AND r.ledger_entry_id IS NULL)`,
      ),
    );
  return paid;
}
