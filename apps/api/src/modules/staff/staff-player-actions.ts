import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { playerNotes, players } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { issuePlayerToken } from '../accounts/player-tokens';
import { sendEmail } from '../email/send-email';
import { addPlayerMessage } from '../messages/add-player-message';
import { endPlayerSessions } from '../session/end-player-sessions';
import type { StaffMember } from './staff-permission';

/** The player's status as the back office shows it; the audit keeps it as the action's "before". */
export async function playerStatusOf(db: Database, playerId: string) {
  const [row] = await db
    .select({
      blockedAt: players.blockedAt,
      blockedReason: players.blockedReason,
      closedAt: players.closedAt,
      tags: players.staffTags,
      email: players.email,
      username: players.username,
      language: players.language,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row) throw new AppError('player_not_found');
  return row;
}

export type PlayerStatusChange = 'block' | 'unblock' | 'close';

/**
 * Blocks, unblocks or closes an account. Blocking and closing end every session at once, so the
 * player is out now and cannot log in again (login refuses `account_blocked`); a closed account stays
 * closed (unblock lifts a block only).
 */
export async function changePlayerStatus(
  db: Database,
  input: { playerId: string; change: PlayerStatusChange; reason: string; now: Date },
) {
  await playerStatusOf(db, input.playerId);
  const set =
    input.change === 'block'
      ? { blockedAt: input.now, blockedReason: input.reason }
      : input.change === 'unblock'
        ? { blockedAt: null, blockedReason: null }
        : { closedAt: input.now, blockedReason: input.reason };
  const [row] = await db
    .update(players)
    .set({ ...set, updatedAt: input.now })
    .where(eq(players.id, input.playerId))
    .returning({ blockedAt: players.blockedAt, closedAt: players.closedAt });
  const sessionsEnded = input.change === 'unblock' ? 0 : await endPlayerSessions(db, input.playerId);
  return {
    blockedAt: row?.blockedAt?.toISOString() ?? null,
    closedAt: row?.closedAt?.toISOString() ?? null,
    sessionsEnded,
  };
}

/**
 * Staff force a new password: the old one stops working now (its hash is cleared, every session ends)
 * and the player is mailed a single-use reset link in their language.
 */
export async function forcePasswordReset(
  deps: { db: Database; config: Config; now: () => Date },
  playerId: string,
) {
  const player = await playerStatusOf(deps.db, playerId);
  const now = deps.now();
  await deps.db.update(players).set({ passwordHash: null, updatedAt: now }).where(eq(players.id, playerId));
  await endPlayerSessions(deps.db, playerId);
  const token = await issuePlayerToken(deps.db, {
    playerId,
    purpose: 'password_reset',
    now,
    ttlMs: deps.config.accounts.resetTokenMs,
  });
  await sendEmail(deps, {
    to: player.email,
    template: 'password-reset',
    language: player.language,
    params: {
      username: player.username,
      link: `${deps.config.accounts.publicUrl}/reset-password/${encodeURIComponent(token)}`,
      minutes: String(Math.round(deps.config.accounts.resetTokenMs / 60_000)),
    },
  });
  return { done: true };
}

/** A message from staff in the player's inbox, as staff wrote it. */
export async function sendStaffMessage(
  db: Database,
  input: { playerId: string; message: string; now: Date },
) {
  await playerStatusOf(db, input.playerId);
  await addPlayerMessage(db, {
    playerId: input.playerId,
    type: 'staff',
    message: input.message,
    now: input.now,
  });
  return { done: true };
}

export async function addPlayerNote(
  db: Database,
  input: { playerId: string; staff: StaffMember; body: string; now: Date },
) {
  await playerStatusOf(db, input.playerId);
  const [row] = await db
    .insert(playerNotes)
    .values({
      playerId: input.playerId,
      staffId: input.staff.id,
      staffUsername: input.staff.username,
      body: input.body,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('the note was not written');
  return {
    id: row.id,
    staffUsername: row.staffUsername,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The player's tags, replaced as a set (sorted, without repeats). */
export async function setPlayerTags(db: Database, input: { playerId: string; tags: string[]; now: Date }) {
  await playerStatusOf(db, input.playerId);
  const tags = [...new Set(input.tags.map((tag) => tag.toLowerCase()))].sort();
  await db
    .update(players)
    .set({ staffTags: tags, updatedAt: input.now })
    .where(eq(players.id, input.playerId));
  return { tags };
}
