import { isLocale, type Locale } from '@casino/rules';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { renderEmail, type EmailTemplate } from './email-template';
import { emailTemplates, type EmailTemplateName, type EmailTemplateParams } from './templates';

export interface EmailDeps {
  db: Database;
  config: Config;
  now: () => Date;
}

export interface SendEmailInput<N extends EmailTemplateName> {
  to: string;
  template: N;
  /** The recipient's language; anything unsupported falls back to en. */
  language: string;
  params: EmailTemplateParams<N>;
}

export interface SendEmailResult {
  id: string;
  delivered: boolean;
}

/**
 * Writes the mail to the outbox first (so nothing is lost), then delivers it over SMTP when SMTP_URL is
 * set. A delivery failure is recorded on the outbox row, not thrown: the caller's action has succeeded.
 * Accepts the app itself (it carries db, config and now).
 */
export async function sendEmail<N extends EmailTemplateName>(
  deps: EmailDeps,
  input: SendEmailInput<N>,
): Promise<SendEmailResult> {
  const locale: Locale = isLocale(input.language) ? input.language : 'en';
  const template = emailTemplates[input.template] as EmailTemplate;
  const rendered = renderEmail(template, locale, input.params as Record<string, string>);
  const [row] = await deps.db
    .insert(emailOutbox)
    .values({
      to: input.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      template: input.template,
      language: locale,
      links: rendered.links,
      createdAt: deps.now(),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  const { smtpUrl, mailFrom } = deps.config.accounts;
  if (!smtpUrl) return { id: row.id, delivered: false };
  try {
    // Loaded with the first mail sent over SMTP (some 70 ms), not at start.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport(smtpUrl);
    await transport.sendMail({
      from: mailFrom,
      to: input.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
    });
    transport.close();
    await deps.db.update(emailOutbox).set({ sentAt: deps.now() }).where(eq(emailOutbox.id, row.id));
    return { id: row.id, delivered: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(emailOutbox)
      .set({ error: message.slice(0, 1000) })
      .where(eq(emailOutbox.id, row.id));
    return { id: row.id, delivered: false };
  }
}
