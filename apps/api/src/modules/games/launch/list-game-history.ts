import {
  providerSportsbookBetSchema,
  sportsbookLegResults,
  sportsbookTicketStatuses,
  type GameHistoryData,
  type GameRound,
  type gameHistoryBodySchema,
} from '@casino/contract';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { gameProviders, gameRounds, games, type JsonObject } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { formatUnits } from '@casino/rules/money';
import { isUuid } from '../../wallet/wallet-db';
import { currencyInfo } from '../../../lib/player-currency';

export type GameHistoryQuery = z.output<typeof gameHistoryBodySchema>;

/** The Gaming tab shows at least this far back when the player picks no dates. */
const defaultWindowMonths = 3;

function windowStart(query: GameHistoryQuery, now: Date): Date {
  if (query.from) return new Date(`${query.from}T00:00:00Z`);
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - defaultWindowMonths);
  return start;
}

/**
 * The player's own rounds (game recall), newest first: start and end balance, stake, win, game and
 * time. The owner comes from the session, never from the request, and every query filters by it.
 */
export async function listGameHistory(
  db: Database,
  playerId: string,
  query: GameHistoryQuery,
  now: Date,
): Promise<GameHistoryData> {
  if (query.gameId !== undefined && !isUuid(query.gameId)) throw new AppError('validation_error');
  const conditions: SQL[] = [
    eq(gameRounds.playerId, playerId),
    gte(gameRounds.startedAt, windowStart(query, now)),
  ];
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(gameRounds.startedAt, end));
  }
  if (query.gameId) conditions.push(eq(gameRounds.gameId, query.gameId));
  const where = and(...conditions);

  const rows = await db
    .select(gameRoundColumns)
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(where)
    .orderBy(desc(gameRounds.startedAt), desc(gameRounds.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(gameRounds).where(where);

  const rounds = rows.map(gameRoundOf);
  return { rounds, total: Number(total?.value ?? 0), limit: query.limit, offset: query.offset };
}

/** A round as the history shows it, read joined with its game and its provider. */
export const gameRoundColumns = {
  id: gameRounds.id,
  roundId: gameRounds.externalRoundId,
  gameId: gameRounds.gameId,
  gameTitle: games.title,
  provider: gameProviders.code,
  currency: gameRounds.currency,
  stake: gameRounds.stake,
  win: gameRounds.win,
  balanceBefore: gameRounds.balanceBefore,
  balanceAfter: gameRounds.balanceAfter,
  status: gameRounds.status,
  startedAt: gameRounds.startedAt,
  endedAt: gameRounds.endedAt,
  sportsbook: gameRounds.sportsbook,
  sportsbookTicket: gameRounds.sportsbookTicket,
};

type GameRoundRow = SelectResultFields<typeof gameRoundColumns>;

/** A round's row as the history answers it: amounts in the currency's units, a sportsbook bet's ticket. */
export function gameRoundOf({ sportsbook, sportsbookTicket, ...row }: GameRoundRow): GameRound {
  const { minorUnits } = currencyInfo(row.currency);
  return {
    ...row,
    ...ticketOf(sportsbook, sportsbookTicket),
    stake: formatUnits(row.stake, minorUnits),
    win: formatUnits(row.win, minorUnits),
    balanceBefore: formatUnits(row.balanceBefore, minorUnits),
    balanceAfter: formatUnits(row.balanceAfter, minorUnits),
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

const reportedTicketSchema = z.object({
  status: z.enum(sportsbookTicketStatuses),
  legs: z.array(z.enum(sportsbookLegResults)),
});

/**
 * A sportsbook round's ticket as the history shows it: the legs the bet carried with the results of the
 * latest ticket report (open until one came). The margin at placement stays the casino's.
 */
function ticketOf(stored: JsonObject | null, reported: JsonObject | null): Pick<GameRound, 'sportsbook'> {
  const parsed = stored ? providerSportsbookBetSchema.safeParse(stored) : null;
  if (!parsed?.success) return {};
  const { kind, odds, legs } = parsed.data;
  const state = reported ? reportedTicketSchema.safeParse(reported) : null;
  const results = state?.success ? state.data : null;
  return {
    sportsbook: {
      kind,
      odds,
      status: results?.status ?? 'open',
      legs: (legs ?? []).map((leg, index) => ({ ...leg, result: results?.legs[index] ?? 'open' })),
    },
  };
}
