import type { MessageSelectionBody } from '@casino/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { selectMessageDates, setMessageState, type MessageStateField } from './messages-db';

const dayMs = 24 * 3_600_000;

/**
 * Read, announced or cleared: stored per message on the server, so it holds in every session and
 * browser. An index names a merged date entry (see list-messages.ts): all of that date's messages.
 */
export async function updateMessageState(
  db: Database,
  input: { playerId: string; selection: MessageSelectionBody; field: MessageStateField; now: Date },
): Promise<void> {
  const { playerId, field, now } = input;
  if ('all' in input.selection) {
    await setMessageState(db, { playerId, field, now });
    return;
  }
  const date = (await selectMessageDates(db, playerId))[input.selection.index];
  if (date === undefined) throw new AppError('not_found', `no message entry ${input.selection.index}`);
  const from = new Date(`${date}T00:00:00.000Z`);
  await setMessageState(db, { playerId, field, now, from, to: new Date(from.getTime() + dayMs) });
}
