import { supportedLocales, type Locale } from '@casino/rules';
import type { DbExecutor } from '../../db/transaction';
import { playerMessages } from '../../db/schema';

/**
 * Adds a message to a player's inbox. `message` is the text in the player's language; `textIn`, when
 * given, writes it in every language too, so the inbox follows the language the player reads in.
 */
export async function addPlayerMessage(
  db: DbExecutor,
  input: { playerId: string; type: string; message: string; now: Date; textIn?: (locale: Locale) => string },
): Promise<void> {
  const { textIn } = input;
  await db.insert(playerMessages).values({
    playerId: input.playerId,
    type: input.type,
    message: input.message,
    texts: textIn ? Object.fromEntries(supportedLocales.map((locale) => [locale, textIn(locale)])) : null,
    createdAt: input.now,
  });
}
