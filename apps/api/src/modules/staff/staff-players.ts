import { desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
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

/** Players whose id is the text, or whose username or e-mail starts with it; newest first. */
export async function searchPlayers(db: Database, text: string) {
  const where = uuidPattern.test(text)
    ? eq(players.id, text)
    : or(ilike(players.username, likePrefix(text)), ilike(players.email, likePrefix(text)));
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
