import type { Database } from '../../db/client';
import { playerMessages } from '../../db/schema';

/** Adds a message to a player's inbox; the text is already in the player's language. */
export async function addPlayerMessage(
  db: Database,
  input: { playerId: string; type: string; message: string; now: Date },
): Promise<void> {
  await db.insert(playerMessages).values({
    playerId: input.playerId,
    type: input.type,
    message: input.message,
    createdAt: input.now,
  });
}
