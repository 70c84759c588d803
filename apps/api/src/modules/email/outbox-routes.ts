import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from './email-template';
import { readDemoStaff, type DemoStaffAccount } from '../staff/demo-staff';
import { listOutbox, type OutboxEntry } from './list-outbox';

function renderDemoStaff(staff: DemoStaffAccount[] | null): string {
  if (!staff) return '';
  const rows = staff
    .map(
      (account) =>
        `<tr><td>${escapeHtml(account.username)}</td><td>${escapeHtml(account.role)}</td><td><code>${escapeHtml(
          account.password,
        )}</code></td><td><code>${escapeHtml(account.totpSecret)}</code></td></tr>`,
    )
    .join('');
  return `<section id="demo-staff"><h2>Demo staff (<a href="/backoffice/">back office</a>)</h2><table><tr><th>username</th><th>role</th><th>password</th><th>TOTP secret</th></tr>${rows}</table></section>`;
}

function renderPage(entries: OutboxEntry[], staff: DemoStaffAccount[] | null): string {
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
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body><h1>Sent e-mails (development)</h1>${renderDemoStaff(staff)}${
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
    // The demo's staff accounts (never a production start's: it seeds none).
    const staff = app.config.environment === 'production' ? null : await readDemoStaff(app.config.dataDir);
    return reply.type('text/html; charset=utf-8').send(renderPage(entries, staff));
  });

  app.get('/dev/outbox.json', { schema: { hide: true, querystring: query } }, async (request) => ({
    emails: await listOutbox(app.db, { to: request.query.to, limit: 100 }),
  }));
};
