import type { StaffPlayerSearchKind } from '@casino/contract/backoffice';
import { and, desc, eq, exists, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players, sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getBalance } from '../cashier/get-balance';
import { listTransactions } from '../cashier/list-transactions';
import { getGamblingLimits } from '../responsible-gambling/get-gambling-limits';
import { playerHistoryOf } from './staff-player-history';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const searchLimit = 25;

const rowColumns = {
  id: players.id,
  username: players.username,
  email: players.email,
  country: players.country,
  currency: players.currency,
  kycStatus: players.kycStatus,
  createdAt: players.createdAt,
};

function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A player who logged in from the address: the last two log-ins or any player session's. */
function loggedInFrom(db: Database, ip: string) {
  const fromSession = exists(
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.kind, 'player'), eq(sessions.playerId, players.id), eq(sessions.ip, ip))),
  );
  return or(eq(players.lastLoginIp, ip), eq(players.previousLoginIp, ip), fromSession);
}

/** The condition of one search: by name, e-mail or id; log-in address; affiliate code; country. */
function searchCondition(db: Database, text: string, by: StaffPlayerSearchKind) {
  switch (by) {
    case 'ip':
      return loggedInFrom(db, text);
    case 'affiliate':
      return eq(players.myaffid, text);
    case 'country':
      return eq(players.country, text.toUpperCase());
    case 'text':
      return uuidPattern.test(text)
        ? eq(players.id, text)
        : or(ilike(players.username, likePrefix(text)), ilike(players.email, likePrefix(text)));
  }
}

/**
 * Players whose id is the text, or whose username or e-mail starts with it (or, by `by`, who logged
 * in from an address, came through an affiliate code, live in a country); newest first.
 */
export async function searchPlayers(db: Database, text: string, by: StaffPlayerSearchKind = 'text') {
  const where = searchCondition(db, text, by);
  const rows = await db
    .select(rowColumns)
    .from(players)
    .where(where)
    .orderBy(desc(players.createdAt))
    .limit(searchLimit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * One player's page: profile and status, balances, limits, the latest cashier transactions and the
 * history panels (staff-player-history.ts).
 */
export async function getStaffPlayer(
  db: Database,
  input: { playerId: string; now: Date; maximumEur: number },
) {
  const [row] = await db
    .select({
      ...rowColumns,
      fname: players.fname,
      lname: players.lname,
      language: players.language,
      emailConfirmedAt: players.emailConfirmedAt,
      selfExcludedUntil: players.selfExcludedUntil,
      lastLoginAt: players.lastLoginAt,
      lastLoginIp: players.lastLoginIp,
      blockedAt: players.blockedAt,
      blockedReason: players.blockedReason,
      closedAt: players.closedAt,
      tags: players.staffTags,
    })
    .from(players)
    .where(eq(players.id, input.playerId));
  if (!row) throw new AppError('player_not_found');
  const { emailConfirmedAt, ...profile } = row;
  const [balance, limits, history] = [
    await getBalance(db, row.id),
    await getGamblingLimits(db, input),
    await listTransactions(db, row.id, { limit: 20, offset: 0 }, input.now),
  ];
  return {
    profile: {
      ...profile,
      createdAt: row.createdAt.toISOString(),
      emailConfirmed: emailConfirmedAt !== null,
      selfExcludedUntil: row.selfExcludedUntil?.toISOString() ?? null,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      blockedAt: row.blockedAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
    },
    balance,
    limits,
    transactions: history.transactions,
    history: await playerHistoryOf(db, row.id),
  };
}
