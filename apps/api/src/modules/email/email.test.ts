import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { supportedLocales } from '@casino/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../config';
import { emailOutbox } from '../../db/schema';
import { mailsTo, relaxedLimitsEnv, signUp } from '../../test/accounts';
import { productionSecretsEnv, useTestApp } from '../../test/helper';
import { emailTemplates } from './templates';

/** Just enough SMTP (RFC 5321, no TLS, no auth) for nodemailer to hand over a message. */
function startFakeSmtp() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          reply('250-fake-smtp\r\n250 8BITMIME');
        } else if (verb === 'MAIL') {
          current.from = line;
          reply('250 ok');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          reply('250 ok');
        }
      }
    });
  });
  return { server, messages };
}

describe('e-mail over SMTP', () => {
  const smtp = startFakeSmtp();
  const env: Record<string, string> = {
    ...relaxedLimitsEnv,
    MAIL_FROM: 'Nova Test <test@nova.local>',
    PUBLIC_URL: 'https://nova.example/',
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));
  const ctx = useTestApp({ env });

  it('delivers the confirmation mail to the SMTP server and marks it sent in the outbox', async () => {
    const response = await signUp(
      ctx.app,
      { username: 'smtpuser1', email: 'smtp1@example.test' },
      { language: 'de' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.from).toContain('test@nova.local');
    expect(message?.to.join()).toContain('smtp1@example.test');
    expect(message?.data).toMatch(/Subject: =\?UTF-8\?Q\?Best=C3=A4tige|Subject: Bestätige/);
    // Quoted-printable bodies: undo soft line breaks and =3D before looking for the link.
    const decoded = (message?.data ?? '').replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toMatch(/https:\/\/nova\.example\/register-token\?token=[A-Za-z0-9_-]{43}/);
    const rows = await ctx.db
      .select({ sentAt: emailOutbox.sentAt, error: emailOutbox.error })
      .from(emailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
    expect(rows[0]?.error).toBeNull();
  });
});

describe('e-mail when SMTP fails', () => {
  const ctx = useTestApp({ env: { ...relaxedLimitsEnv, SMTP_URL: 'smtp://127.0.0.1:9' } });

  it('keeps the mail in the outbox with the error, and the sign-up still succeeds', async () => {
    const response = await signUp(ctx.app, { username: 'smtpuser2', email: 'smtp2@example.test' });
    expect(response.statusCode).toBe(200);
    const [mail] = await ctx.db
      .select({ sentAt: emailOutbox.sentAt, error: emailOutbox.error })
      .from(emailOutbox);
    expect(mail?.sentAt).toBeNull();
    expect(mail?.error).toBeTruthy();
  });
});

describe('development outbox', () => {
  const ctx = useTestApp({ env: relaxedLimitsEnv });

  it('lists sent mails with their links, escaped, newest first', async () => {
    await signUp(ctx.app, { username: 'outbox1x', email: '<b>x</b>@example.test' });
    await signUp(ctx.app, { username: 'outbox2x', email: 'second@example.test' });
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&lt;b&gt;x&lt;/b&gt;@example.test');
    expect(page.body).not.toContain('<b>x</b>');
    expect(page.body.indexOf('second@example.test')).toBeLessThan(page.body.indexOf('&lt;b&gt;x'));
    expect(page.body).toMatch(/href="http:\/\/localhost:3000\/register-token\?token=/);
    const [mail] = await mailsTo(ctx.app, 'SECOND@example.test');
    expect(mail).toMatchObject({ to: 'second@example.test', template: 'registration-confirmation' });
  });

  it('is served only outside production unless DEV_OUTBOX=true', () => {
    expect(buildConfig({ NODE_ENV: 'development' }).accounts.devOutbox).toBe(true);
    const production = { ...productionSecretsEnv, NODE_ENV: 'production' };
    expect(buildConfig(production).accounts.devOutbox).toBe(false);
    expect(buildConfig({ ...production, DEV_OUTBOX: 'true' }).accounts.devOutbox).toBe(true);
    expect(buildConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'false' }).accounts.devOutbox).toBe(false);
  });
});

describe('disabled outbox', () => {
  const ctx = useTestApp({ env: { DEV_OUTBOX: 'false' } });
  it('is not served (at most the web app answers the path)', async () => {
    await signUp(ctx.app, { username: 'hidden1x', email: 'hidden@example.test' });
    for (const url of ['/dev/outbox.json', '/dev/outbox']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('hidden@example.test');
      expect(response.body, url).not.toContain('Sent e-mails');
    }
  });
});

describe('e-mail templates', () => {
  it.each(Object.values(emailTemplates).map((template) => [template.name, template] as const))(
    '%s has real texts in all six languages',
    (_name, template) => {
      for (const locale of supportedLocales) {
        const texts = template.texts[locale];
        expect(texts.subject, locale).toBeTruthy();
        expect(texts.body.length, locale).toBeGreaterThan(0);
        if (locale !== 'en') expect(texts.subject, locale).not.toBe(template.texts.en.subject);
        for (const param of template.params.filter((name) => name !== template.link))
          expect(texts.body.join(' '), `${locale} uses {${param}}`).toContain(`{${param}}`);
      }
    },
  );
});
