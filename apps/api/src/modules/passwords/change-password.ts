import {
  checkPasswordConfirmation,
  checkSignupPassword,
  checkStrongPassword,
  type Locale,
} from '@casino/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { collectIssues, throwIfIssues } from '../../lib/field-errors';
import { hashPassword, verifyPlayerPassword } from '../../lib/passwords';
import { endPlayerSessions } from '../session/end-player-sessions';

/** Change password (spec section 5): the player stays logged in here, every other session ends. */
export async function changePassword(
  db: Database,
  input: {
    playerId: string;
    sessionId: string;
    body: { oldPassword: string; newPassword: string; confirmPassword: string };
    locale: Locale;
    now: Date;
  },
): Promise<void> {
  const { body } = input;
  throwIfIssues(
    input.locale,
    collectIssues({
      oldPassword: checkSignupPassword(body.oldPassword),
      newPassword: checkStrongPassword(body.newPassword),
      confirmPassword: checkPasswordConfirmation(body.newPassword, body.confirmPassword),
    }),
  );
  if (!(await verifyPlayerPassword(db, input.playerId, body.oldPassword)))
    throw new AppError('invalid_old_password');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(players)
      .set({ passwordHash, updatedAt: input.now })
      .where(eq(players.id, input.playerId));
    await endPlayerSessions(tx, input.playerId, { exceptSessionId: input.sessionId });
  });
}
