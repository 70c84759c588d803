import type { ContactBody } from '@casino/contract';
import { checkSafeText, contactRules, normalizeText, type Locale } from '@casino/rules';
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { contactMessages, type Skin } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { collectIssues, throwIfIssues } from '../../lib/field-errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import { passesHumanCheck, usesTurnstile } from '../auth/login-guard';
import { sendEmail } from '../email/send-email';
import { bareAddress } from '../email/support-address';
import type { ChatBus } from '../live-chat/chat-bus';
import { announceContactConversation, openContactConversation } from '../live-chat/contact-conversation';

export interface ContactDeps {
  db: Database;
  config: Config;
  now: () => Date;
  /** The agents' consoles hear of the message at once when given (the app carries it). */
  chatBus?: ChatBus;
}

/**
 * The contact form (spec section 7, POST /contact): refused over the per-address and per-sender
 * limits, the captcha checked when the skin demands one, the spec's rules checked, then the message
 * is stored, mailed to the skin's support address and acknowledged to the sender in their language.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: { skin: Skin; body: ContactBody; ip: string; locale: Locale; playerId: string | null },
): Promise<{ id: string }> {
  const { db, config } = deps;
  const now = deps.now();
  const name = normalizeText(input.body.name);
  const email = input.body.email.trim();
  const message = input.body.message.normalize('NFC').trim();
  const max = config.accounts.rateLimits.contactPerAddress;
  await enforceRateLimits(db, now, [
    { key: `contact:ip:${input.ip}`, max },
    { key: `contact:email:${email.toLowerCase()}`, max },
  ]);
  if (usesTurnstile(input.skin, config)) {
    const human = await passesHumanCheck(deps, {
      skin: input.skin,
      ip: input.ip,
      anonSessionId: null,
      captcha: undefined,
      turnstileToken: input.body.captcha,
      now,
    });
    if (!human) throw new AppError('invalid_captcha');
  }
  throwIfIssues(
    input.locale,
    collectIssues({
      name: checkSafeText(name) ?? contactRules.name(name),
      email: contactRules.email(email),
      message: contactRules.message(message),
    }),
  );
  // Kept for staff and, in the same transaction, put in the agents' inbox as a conversation.
  const { row, opened } = await inTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(contactMessages)
      .values({
        skinId: input.skin.id,
        playerId: input.playerId,
        name,
        email,
        message,
        language: input.locale,
        ip: input.ip,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('contact insert returned nothing');
    return { row: inserted, opened: await openContactConversation(tx, inserted) };
  });
  announceContactConversation(deps.chatBus, opened);
  const support = input.skin.config.supportEmail?.trim() || bareAddress(config.accounts.mailFrom);
  await sendEmail(deps, {
    to: support,
    template: 'contact-support',
    language: input.skin.config.defaultLanguage,
    params: { name, email, message, id: row.id },
  });
  await sendEmail(deps, {
    to: email,
    template: 'contact-acknowledgement',
    language: input.locale,
    params: { name, message, support },
  });
  return { id: row.id };
}

/** Newest first, for staff. */
export async function listContactMessages(db: Database, input: { skinId: string; limit: number }) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.skinId, input.skinId))
    .orderBy(desc(contactMessages.createdAt))
    .limit(input.limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    language: row.language,
    playerId: row.playerId,
    createdAt: row.createdAt.toISOString(),
  }));
}
