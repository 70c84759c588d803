import { isCurrencyCode } from '@casino/rules';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  challenges,
  challengeWinners,
  competitionAudit,
  games,
  players,
  slotRaceResults,
  slotRaces,
  slotRaceTemplates,
  type ChallengeRow,
  type JsonObject,
  type RaceScoring,
  type SlotRaceRow,
} from '../../db/schema';
import { inTransaction, type DbExecutor, type DbTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createRace, ensureRecurringRaces, validatePrizes } from './races';

async function audit(
  tx: DbExecutor,
  input: { staffId: string; action: string; targetId: string | null; details: JsonObject; now: Date },
) {
  await tx.insert(competitionAudit).values({ ...input, createdAt: input.now });
}

function bigints(values: string[]): bigint[] {
  return values.map((value) => BigInt(value));
}

async function staffChallengeOf(db: DbExecutor, rows: ChallengeRow[]) {
  const winners = rows.length
    ? await db
        .select({
          challengeId: challengeWinners.challengeId,
          place: challengeWinners.place,
          playerId: challengeWinners.playerId,
          username: players.username,
          currency: challengeWinners.currency,
          stakeMinor: challengeWinners.stakeMinor,
          winMinor: challengeWinners.winMinor,
          prizeMinor: challengeWinners.prizeMinor,
          ledgerEntryId: challengeWinners.ledgerEntryId,
          wonAt: challengeWinners.wonAt,
        })
        .from(challengeWinners)
        .innerJoin(players, eq(players.id, challengeWinners.playerId))
        .where(
          inArray(
            challengeWinners.challengeId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => ({
    id: row.id,
    tier: row.tier,
    multiplier: row.multiplier?.toString() ?? null,
    prizeMinor: row.prizeMinor?.toString() ?? null,
    minBetMinor: row.minBetMinor?.toString() ?? null,
    currency: row.currency,
    gameId: row.gameId,
    maxWinners: row.maxWinners,
    winnersCount: row.winnersCount,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    winners: winners
      .filter((winner) => winner.challengeId === row.id)
      .sort((a, b) => a.place - b.place)
      .map(({ challengeId: _id, ...winner }) => ({
        ...winner,
        stakeMinor: winner.stakeMinor.toString(),
        winMinor: winner.winMinor.toString(),
        prizeMinor: winner.prizeMinor.toString(),
        wonAt: winner.wonAt.toISOString(),
      })),
  }));
}

export async function listStaffChallenges(db: DbExecutor) {
  const rows = await db.select().from(challenges).orderBy(desc(challenges.createdAt)).limit(500);
  return { challenges: await staffChallengeOf(db, rows) };
}

export async function createChallenge(
  db: DbExecutor,
  input: {
    staffId: string;
    tier?: number;
    multiplier?: string;
    prizeMinor?: string;
    minBetMinor?: string;
    currency?: string;
    gameId?: string | null;
    maxWinners?: number;
    startsAt?: string;
    endsAt?: string | null;
    now: Date;
  },
) {
  const terms = challengeTermsOf(input);
  const startsAt = input.startsAt ? new Date(input.startsAt) : input.now;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (endsAt && endsAt <= startsAt) throw windowError();
  return inTransaction(db, async (tx) => {
    if (input.gameId) {
      const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, input.gameId));
      if (!game) throw new AppError('game_not_found');
    }
    const [row] = await tx
      .insert(challenges)
      .values({
        ...terms,
        gameId: input.gameId ?? null,
        maxWinners: input.maxWinners ?? 1,
        startsAt,
        endsAt,
        createdAt: input.now,
      })
      .returning();
    await audit(tx, {
      staffId: input.staffId,
      action: 'challenge.create',
      targetId: row!.id,
      details: {
        tier: terms.tier,
        multiplier: terms.multiplier?.toString() ?? null,
        prizeMinor: terms.prizeMinor?.toString() ?? null,
        minBetMinor: terms.minBetMinor?.toString() ?? null,
        currency: terms.currency,
        gameId: input.gameId ?? null,
        maxWinners: row!.maxWinners,
      },
      now: input.now,
    });
    return (await staffChallengeOf(tx, [row!]))[0]!;
  });
}

export async function cancelChallenge(db: DbExecutor, input: { staffId: string; id: string; now: Date }) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(challenges)
      .set({ status: 'cancelled', cancelledAt: input.now })
      .where(and(eq(challenges.id, input.id), eq(challenges.status, 'open')))
      .returning();
    if (!row) throw new AppError('not_found');
    await audit(tx, {
      staffId: input.staffId,
      action: 'challenge.cancel',
      targetId: row.id,
      details: {},
      now: input.now,
    });
    return (await staffChallengeOf(tx, [row]))[0]!;
  });
}

async function staffRaceOf(db: DbExecutor | DbTransaction, race: SlotRaceRow) {
  const results = await db
    .select({
      place: slotRaceResults.place,
      playerId: slotRaceResults.playerId,
      username: players.username,
      score: slotRaceResults.score,
      prizeMinor: slotRaceResults.prizeMinor,
      ledgerEntryId: slotRaceResults.ledgerEntryId,
    })
    .from(slotRaceResults)
    .innerJoin(players, eq(players.id, slotRaceResults.playerId))
    .where(eq(slotRaceResults.raceId, race.id));
  return {
    id: race.id,
    url: race.url,
    name: race.name,
    status: race.status,
    poolMinor: race.poolMinor.toString(),
    startsAt: race.startsAt.toISOString(),
    endsAt: race.endsAt.toISOString(),
    results: results
      .sort((a, b) => a.place - b.place)
      .map((row) => ({ ...row, score: row.score.toString(), prizeMinor: row.prizeMinor.toString() })),
  };
}

export async function listStaffRaces(db: DbExecutor) {
  const rows = await db.select().from(slotRaces).orderBy(desc(slotRaces.startsAt)).limit(200);
  const races = [];
  for (const race of rows) races.push(await staffRaceOf(db, race));
  return { races };
}

export async function scheduleRace(
  db: DbExecutor,
  input: {
    staffId: string;
    name: string;
    url?: string;
    scoring: RaceScoring;
    currency: string;
    minBetMinor: string;
    gameIds?: string[] | null;
    prizesMinor: string[];
    startsAt: string;
    endsAt: string;
    now: Date;
  },
) {
  const prizes = bigints(input.prizesMinor);
  try {
    validatePrizes(prizes);
  } catch {
    throw new AppError('validation_error');
  }
  if (!isCurrencyCode(input.currency)) throw unsupportedCurrency();
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (BigInt(input.minBetMinor) < 0n) throw new AppError('validation_error');
  if (endsAt <= startsAt) throw windowError();
  return inTransaction(db, async (tx) => {
    const race = await createRace(
      tx,
      {
        name: input.name,
        ...(input.url ? { url: input.url } : {}),
        scoring: input.scoring,
        currency: input.currency,
        minBetMinor: BigInt(input.minBetMinor),
        gameIds: input.gameIds ?? null,
        prizesMinor: prizes,
        startsAt,
        endsAt,
      },
      input.now,
    );
    if (!race) throw new AppError('validation_error');
    await audit(tx, {
      staffId: input.staffId,
      action: 'race.create',
      targetId: race.id,
      details: { url: race.url, pool: race.poolMinor.toString(), scoring: race.scoring },
      now: input.now,
    });
    return staffRaceOf(tx, race);
  });
}

export async function cancelRace(db: DbExecutor, input: { staffId: string; id: string; now: Date }) {
  return inTransaction(db, async (tx) => {
    // Only a race not frozen yet: once its results exist, its prizes are owed.
    const [race] = await tx
      .update(slotRaces)
      .set({ status: 'cancelled', cancelledAt: input.now })
      .where(and(eq(slotRaces.id, input.id), eq(slotRaces.status, 'scheduled')))
      .returning();
    if (!race) throw new AppError('not_found');
    await audit(tx, {
      staffId: input.staffId,
      action: 'race.cancel',
      targetId: race.id,
      details: {},
      now: input.now,
    });
    return staffRaceOf(tx, race);
  });
}

export async function createRaceTemplate(
  db: DbExecutor,
  input: {
    staffId: string;
    name: string;
    recurrence: 'daily' | 'weekly';
    scoring: RaceScoring;
    currency: string;
    minBetMinor: string;
    gameIds?: string[] | null;
    prizesMinor: string[];
    now: Date;
  },
) {
  const prizes = bigints(input.prizesMinor);
  try {
    validatePrizes(prizes);
  } catch {
    throw new AppError('validation_error');
  }
  if (!isCurrencyCode(input.currency)) throw unsupportedCurrency();
  const template = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(slotRaceTemplates)
      .values({
        name: input.name,
        recurrence: input.recurrence,
        scoring: input.scoring,
        currency: input.currency,
        minBetMinor: BigInt(input.minBetMinor),
        gameIds: input.gameIds && input.gameIds.length > 0 ? input.gameIds : null,
        prizesMinor: prizes,
        createdAt: input.now,
      })
      .returning();
    await audit(tx, {
      staffId: input.staffId,
      action: 'race-template.create',
      targetId: row!.id,
      details: { recurrence: input.recurrence, name: input.name },
      now: input.now,
    });
    return row!;
  });
  const racesMade = await ensureRecurringRaces(db, input.now);
  return { id: template.id, racesMade };
}

const customTermFields = ['multiplier', 'prizeMinor', 'minBetMinor', 'currency'] as const;

/**
 * A challenge's terms: a tier of the rules, or all four custom terms (the contract checked their
 * shapes: a multiplier of 2 or more, a prize and minimum bet above 0), in a supported currency.
 */
function challengeTermsOf(input: {
  tier?: number;
  multiplier?: string;
  prizeMinor?: string;
  minBetMinor?: string;
  currency?: string;
}) {
  const given = customTermFields.filter((field) => input[field] !== undefined);
  if (input.tier !== undefined) {
    if (given.length > 0)
      throw termsError(given[0]!, 'tier_or_terms', 'a challenge has a tier or custom terms, not both');
    return { tier: input.tier, multiplier: null, prizeMinor: null, minBetMinor: null, currency: null };
  }
  const missing = customTermFields.find((field) => input[field] === undefined);
  if (missing) throw termsError(missing, 'required', `${missing} is required without a tier`);
  if (!isCurrencyCode(input.currency)) throw unsupportedCurrency();
  return {
    tier: null,
    multiplier: BigInt(input.multiplier!),
    prizeMinor: BigInt(input.prizeMinor!),
    minBetMinor: BigInt(input.minBetMinor!),
    currency: input.currency,
  };
}

function termsError(field: string, code: string, message: string): AppError {
  return new AppError('validation_error', undefined, { issues: [{ field, code, message }] });
}

/** A currency players cannot hold (the contract checks only its shape). */
function unsupportedCurrency(): AppError {
  return termsError('currency', 'unsupported_currency', 'not a supported currency');
}

/** A window that does not end after it starts: a rule across two fields, named by its issue code. */
function windowError(): AppError {
  return new AppError('validation_error', undefined, {
    issues: [{ field: 'endsAt', code: 'window_ends_before_start', message: 'endsAt must be after startsAt' }],
  });
}
