import type { App } from '../app';
import { apiHeaders } from './helper';
import { createAnonToken } from './players';

/** Rate limits high enough that a test file of many sign-ups from 127.0.0.1 is not throttled. */
export const relaxedLimitsEnv = {
  SIGNUP_RATE_LIMIT_PER_ADDRESS: '10000',
  LOGIN_RATE_LIMIT_PER_ADDRESS: '10000',
  LOGIN_RATE_LIMIT_PER_ACCOUNT: '10000',
  VALIDATE_FIELD_RATE_LIMIT_PER_ADDRESS: '10000',
  FORGOT_PASSWORD_RATE_LIMIT_PER_ADDRESS: '10000',
  FORGOT_PASSWORD_RATE_LIMIT_PER_ACCOUNT: '10000',
};

export interface CallOptions {
  anon?: string;
  player?: string;
  language?: string;
  /** The client address the server sees (failures and limits are counted per address). */
  ip?: string;
  body?: Record<string, unknown>;
}

export function call(app: App, method: 'GET' | 'POST', url: string, options: CallOptions = {}) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: apiHeaders({
      ...(options.anon ? { 'x-anon-session': options.anon } : {}),
      ...(options.player ? { 'x-player-session': options.player } : {}),
      ...(options.language ? { 'x-language': options.language } : {}),
    }),
    ...(options.body ? { payload: options.body } : {}),
  });
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    username: 'newplayer1',
    email: 'newplayer1@example.test',
    password: 'secret1',
    confirmPassword: 'secret1',
    currency: 'EUR',
    country: 'DE',
    birthdate: '01-01-1990',
    privacy: true,
    ...overrides,
  };
}

export async function signUp(app: App, overrides: Record<string, unknown> = {}, options: CallOptions = {}) {
  const anon = options.anon ?? (await createAnonToken(app));
  return call(app, 'POST', '/register/long', { ...options, anon, body: signupBody(overrides) });
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  template: string;
  language: string;
  links: string[];
}

/** The newest mails to an address, read from the development outbox page as a developer would. */
export async function mailsTo(app: App, to: string): Promise<OutboxMail[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode}`);
  return (response.json() as { emails: OutboxMail[] }).emails;
}

export async function latestLink(app: App, to: string): Promise<string> {
  const [mail] = await mailsTo(app, to);
  const link = mail?.links[0];
  if (!link) throw new Error(`no mail with a link to ${to}`);
  return link;
}

export function confirmationToken(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
