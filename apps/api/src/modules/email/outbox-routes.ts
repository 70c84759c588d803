import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from './email-template';
import { listOutbox, type OutboxEntry } from './list-outbox';

function renderPage(entries: OutboxEntry[]): string {
  const items = entries
    .map((entry) => {
      const links = entry.links
        .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
        .join('');
      const status = entry.sentAt
        ? 'sent'
        : entry.error
          ? `error: ${escapeHtml(entry.error)}`
          : 'outbox only';
      return `<article><h2>${escapeHtml(entry.subject)}</h2><p>to ${escapeHtml(entry.to)} · ${escapeHtml(
        entry.createdAt,
      )} · ${escapeHtml(entry.template)} (${escapeHtml(entry.language)}) · ${status}</p><ul>${links}</ul><pre>${escapeHtml(
        entry.text,
      )}</pre></article>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body><h1>Sent e-mails (development)</h1>${
    items || '<p>No e-mails yet.</p>'
  }</body></html>`;
}

/**
 * Development page of sent mails, so sign-up and password reset work without SMTP. Registered only when
 * config.accounts.devOutbox (NODE_ENV not production, or DEV_OUTBOX=true): the links it shows log people in.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const query = z.object({ to: z.string().max(254).optional() });

  app.get('/dev/outbox', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const entries = await listOutbox(app.db, { to: request.query.to, limit: 100 });
    return reply.type('text/html; charset=utf-8').send(renderPage(entries));
  });

  app.get('/dev/outbox.json', { schema: { hide: true, querystring: query } }, async (request) => ({
    emails: await listOutbox(app.db, { to: request.query.to, limit: 100 }),
  }));
};
