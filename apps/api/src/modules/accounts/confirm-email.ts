import type { Locale } from '@casino/rules';
import { isLocale } from '@casino/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { translateWith } from '../../i18n';
import { AppError } from '../../lib/app-error';
import { addPlayerMessage } from '../messages/add-player-message';
import { consumePlayerToken } from './player-tokens';

/** The link of the confirmation mail: confirms the address once, and greets the player. */
export async function confirmEmail(
  db: Database,
  input: { token: string; skinName: string; now: Date },
): Promise<{ username: string }> {
  return db.transaction(async (tx) => {
    const playerId = await consumePlayerToken(tx, {
      token: input.token,
      purpose: 'email_confirmation',
      now: input.now,
    });
    if (!playerId) throw new AppError('token_expired');
    const [row] = await tx
      .update(players)
      .set({ emailConfirmedAt: input.now, updatedAt: input.now })
      .where(eq(players.id, playerId))
      .returning({ username: players.username, language: players.language });
    if (!row) throw new AppError('token_expired');
    const language: Locale = isLocale(row.language) ? row.language : 'en';
    const welcome = (locale: Locale) =>
      translateWith(locale, 'welcome_message', { skin: input.skinName, username: row.username });
    await addPlayerMessage(tx, {
      playerId,
      type: 'welcome',
      message: welcome(language),
      textIn: welcome,
      now: input.now,
    });
    return { username: row.username };
  });
}
