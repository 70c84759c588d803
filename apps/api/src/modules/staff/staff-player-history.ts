import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bonusGrants,
  gameRounds,
  playerDocuments,
  playerLoyalty,
  playerNotes,
  players,
  sessions,
} from '../../db/schema';
import { listAdjustments } from './balance-adjustments';

// Each panel shows the latest rows; the full histories have their own pages.
const panelRows = 20;
// Comp points are kept in millionths (player_loyalty.micro_cp).
const microPerCp = 1_000_000n;

const iso = (value: Date) => value.toISOString();

async function documentsOf(db: Database, playerId: string) {
  const rows = await db
    .select({
      id: playerDocuments.id,
      documentType: playerDocuments.documentType,
      status: playerDocuments.status,
      uploadedAt: playerDocuments.uploadedAt,
    })
    .from(playerDocuments)
    .where(eq(playerDocuments.playerId, playerId))
    .orderBy(desc(playerDocuments.uploadedAt))
    .limit(panelRows);
  return rows.map((row) => ({ ...row, uploadedAt: iso(row.uploadedAt) }));
}

async function sessionsOf(db: Database, playerId: string) {
  const rows = await db
    .select({
      ip: sessions.ip,
      countryCode: sessions.countryCode,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.kind, 'player'), eq(sessions.playerId, playerId)))
    .orderBy(desc(sessions.createdAt))
    .limit(panelRows);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), lastSeenAt: iso(row.lastSeenAt) }));
}

async function roundsOf(db: Database, playerId: string) {
  const rows = await db
    .select({
      id: gameRounds.id,
      gameId: gameRounds.gameId,
      currency: gameRounds.currency,
      stake: gameRounds.stake,
      win: gameRounds.win,
      startedAt: gameRounds.startedAt,
    })
    .from(gameRounds)
    .where(eq(gameRounds.playerId, playerId))
    .orderBy(desc(gameRounds.startedAt))
    .limit(panelRows);
  return rows.map((row) => ({
    ...row,
    stake: row.stake.toString(),
    win: row.win.toString(),
    startedAt: iso(row.startedAt),
  }));
}

async function bonusesOf(db: Database, playerId: string) {
  const rows = await db
    .select({
      id: bonusGrants.id,
      status: bonusGrants.status,
      currency: bonusGrants.currency,
      bonusMinor: bonusGrants.bonusMinor,
      createdAt: bonusGrants.createdAt,
    })
    .from(bonusGrants)
    .where(eq(bonusGrants.playerId, playerId))
    .orderBy(desc(bonusGrants.createdAt))
    .limit(panelRows);
  return rows.map((row) => ({
    ...row,
    bonusMinor: row.bonusMinor.toString(),
    createdAt: iso(row.createdAt),
  }));
}

async function notesOf(db: Database, playerId: string) {
  const rows = await db
    .select()
    .from(playerNotes)
    .where(eq(playerNotes.playerId, playerId))
    .orderBy(desc(playerNotes.createdAt))
    .limit(panelRows);
  return rows.map((row) => ({
    id: row.id,
    staffUsername: row.staffUsername,
    body: row.body,
    createdAt: iso(row.createdAt),
  }));
}

/** The player page's panels beyond profile and balances: what staff need to judge an account. */
export async function playerHistoryOf(db: Database, playerId: string) {
  const [player] = await db
    .select({
      lastLoginAt: players.lastLoginAt,
      lastLoginIp: players.lastLoginIp,
      previousLoginAt: players.previousLoginAt,
      previousLoginIp: players.previousLoginIp,
      myaffid: players.myaffid,
      myafftk: players.myafftk,
    })
    .from(players)
    .where(eq(players.id, playerId));
  const [loyalty] = await db
    .select({ level: playerLoyalty.level, microCp: playerLoyalty.microCp })
    .from(playerLoyalty)
    .where(eq(playerLoyalty.playerId, playerId));
  const logins = [
    { at: player?.lastLoginAt, ip: player?.lastLoginIp ?? null },
    { at: player?.previousLoginAt, ip: player?.previousLoginIp ?? null },
  ].flatMap((login) => (login.at ? [{ at: iso(login.at), ip: login.ip }] : []));
  return {
    documents: await documentsOf(db, playerId),
    sessions: await sessionsOf(db, playerId),
    logins,
    rounds: await roundsOf(db, playerId),
    bonuses: await bonusesOf(db, playerId),
    loyalty: { level: loyalty?.level ?? 0, cp: ((loyalty?.microCp ?? 0n) / microPerCp).toString() },
    affiliate: { myaffid: player?.myaffid ?? null, myafftk: player?.myafftk ?? null },
    notes: await notesOf(db, playerId),
    adjustments: await listAdjustments(db, { playerId }),
  };
}
