import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  template: string;
  language: string;
  links: string[];
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** Newest first; for the development page only (it shows the links that log people in). */
export async function listOutbox(
  db: Database,
  input: { to?: string | undefined; limit: number },
): Promise<OutboxEntry[]> {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      template: emailOutbox.template,
      language: emailOutbox.language,
      links: emailOutbox.links,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      error: emailOutbox.error,
    })
    .from(emailOutbox)
    .where(input.to ? eq(sql`lower(${emailOutbox.to})`, input.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.seq))
    .limit(input.limit);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  }));
}
