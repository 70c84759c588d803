import type { StaffCannedAnswer, StaffCannedAnswerBody } from '@casino/contract/live-chat';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatCannedAnswers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cleanChatText } from './player-chat';

type CannedAnswerRow = typeof chatCannedAnswers.$inferSelect;

function toCannedAnswer(row: CannedAnswerRow): StaffCannedAnswer {
  return {
    id: row.id,
    title: row.title,
    texts: row.texts as StaffCannedAnswer['texts'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each language's text kept as a chat message would be (NFC, trimmed, no control characters). */
function cleanTexts(texts: StaffCannedAnswerBody['texts']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([language, text]) =>
      text === undefined ? [] : [[language, cleanChatText('en', text)]],
    ),
  );
}

/** The canned answers, by title: every agent sees the same list. */
export async function listCannedAnswers(db: Database) {
  const rows = await db.select().from(chatCannedAnswers).orderBy(asc(chatCannedAnswers.title)).limit(500);
  return { answers: rows.map(toCannedAnswer) };
}

export async function createCannedAnswer(
  db: Database,
  input: { body: StaffCannedAnswerBody; staffId: string; now: Date },
): Promise<StaffCannedAnswer> {
  const [row] = await db
    .insert(chatCannedAnswers)
    .values({
      title: input.body.title.normalize('NFC').trim(),
      texts: cleanTexts(input.body.texts),
      updatedBy: input.staffId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('canned answer insert returned nothing');
  return toCannedAnswer(row);
}

/** Replaces a canned answer's title and texts (a language left out is removed). */
export async function updateCannedAnswer(
  db: Database,
  input: { id: string; body: StaffCannedAnswerBody; staffId: string; now: Date },
): Promise<StaffCannedAnswer> {
  const [row] = await db
    .update(chatCannedAnswers)
    .set({
      title: input.body.title.normalize('NFC').trim(),
      texts: cleanTexts(input.body.texts),
      updatedBy: input.staffId,
      updatedAt: input.now,
    })
    .where(eq(chatCannedAnswers.id, input.id))
    .returning();
  if (!row) throw new AppError('not_found');
  return toCannedAnswer(row);
}

export async function deleteCannedAnswer(db: Database, id: string): Promise<void> {
  const rows = await db
    .delete(chatCannedAnswers)
    .where(eq(chatCannedAnswers.id, id))
    .returning({ id: chatCannedAnswers.id });
  if (rows.length === 0) throw new AppError('not_found');
}
