import type { ProfileSchemaType } from '@casino/contract';
import { normalizeText, type Locale } from '@casino/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { throwIfIssues, uniqueViolation, type FieldIssue } from '../../lib/field-errors';
import { hashPassword } from '../../lib/passwords';
import { isEmailTaken } from '../accounts/find-player';
import { fieldsOf } from './missing-profile-form';

type Changes = Partial<typeof players.$inferInsert>;

/**
 * POST /player/update/{type}: the editable fields of that form that the body carries, each checked by
 * its Profile rule; read-only and unknown names are ignored, so the body can never reach other columns.
 */
export async function updateProfile(
  db: Database,
  input: {
    playerId: string;
    type: ProfileSchemaType;
    body: Record<string, string>;
    locale: Locale;
    now: Date;
  },
): Promise<void> {
  const issues: FieldIssue[] = [];
  const values: Record<string, string> = {};
  for (const field of fieldsOf(input.type)) {
    if (field.readOnly || !field.rule || !Object.hasOwn(input.body, field.name)) continue;
    const raw = input.body[field.name] ?? '';
    // Stored as checked: NFC, so one accented letter is one code point whatever keyboard typed it.
    const value = field.kind === 'password' ? raw : normalizeText(raw);
    const code = field.rule(value);
    if (code) issues.push({ field: field.name, code });
    else values[field.name] = value;
  }
  if (values.email !== undefined && (await isEmailTaken(db, values.email, input.playerId)))
    issues.push({ field: 'email', code: 'email_already_exists' });
  throwIfIssues(input.locale, issues);

  const { securityAnswer, ...plain } = values;
  const changes: Changes = { ...plain, updatedAt: input.now };
  if (securityAnswer !== undefined)
    changes.securityAnswerHash = await hashPassword(securityAnswer.toLowerCase());
  try {
    await db.update(players).set(changes).where(eq(players.id, input.playerId));
  } catch (error) {
    if (uniqueViolation(error)?.includes('email'))
      throwIfIssues(input.locale, [{ field: 'email', code: 'email_already_exists' }]);
    throw error;
  }
}
