import { describe, expect, it } from 'vitest';
import { redactTokensInText, redactUrl, serializeRequestForLog } from './log-redaction';

const token = 'q3X9v_Lk2mPz8RtY7wNc5bHd4FgJ6sAe1uIoK0lQxZc';

describe('redactUrl', () => {
  it.each([
    [`/reset-password/${token}`, '/reset-password/[redacted]'],
    [`/withdraw-link/${token}`, '/withdraw-link/[redacted]'],
    [`/api/v1/withdrawalLink/${token}`, '/api/v1/withdrawalLink/[redacted]'],
    [`/register-token?token=${token}`, '/register-token?token=[redacted]'],
    [`/studio/play/dice?launch=${token}&lang=de`, '/studio/play/dice?launch=[redacted]&lang=de'],
    [`/somewhere/${token}/else`, '/somewhere/[redacted]/else'],
    [`/page?x=${token}`, '/page?x=[redacted]'],
    ['/reset-password/short', '/reset-password/[redacted]'],
    [
      '/x?access_token=abc&session=def&api-key=k',
      '/x?access_token=[redacted]&session=[redacted]&api-key=[redacted]',
    ],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(redactUrl(url)).not.toContain(token);
  });

  it('keeps routes, ids, slugs and ordinary queries readable', () => {
    for (const url of [
      '/api/v1/player/game/3f2504e0-4f89-41d3-9a0c-0305e82c3301?mode=real',
      '/api/v1/games/filter/slots/all/popular/24/0',
      '/studio/play/sweet-bonanza',
      '/api/v1/games/search/book%20of%20dead',
      '/reset-password',
    ])
      expect(redactUrl(url)).toBe(url);
  });
});

describe('redactTokensInText (analytics page views)', () => {
  // Every web route that carries a one-time token, as a page view reports it: full URL or path,
  // with or without a language prefix.
  it.each([
    [`https://casino.example/reset-password/${token}`, 'https://casino.example/reset-password/[redacted]'],
    [
      `https://casino.example/de/reset-password/${token}`,
      'https://casino.example/de/reset-password/[redacted]',
    ],
    [`/reset-password/${token}`, '/reset-password/[redacted]'],
    [`https://casino.example/withdraw-link/${token}`, 'https://casino.example/withdraw-link/[redacted]'],
    [`/no/withdraw-link/${token}`, '/no/withdraw-link/[redacted]'],
    [
      `https://casino.example/register-token?token=${token}`,
      'https://casino.example/register-token?token=[redacted]',
    ],
    [
      `/fr/register-token?token=${token}&utm_source=mail`,
      '/fr/register-token?token=[redacted]&utm_source=mail',
    ],
    [
      `https://casino.example/play/studio/dice?launch=${token}`,
      'https://casino.example/play/studio/dice?launch=[redacted]',
    ],
    [`https://casino.example/casino?ref=${token}`, 'https://casino.example/casino?ref=[redacted]'],
  ])('%s -> %s', (text, expected) => {
    expect(redactTokensInText(text)).toBe(expected);
  });

  it('leaves other text and token-free URLs as they are', () => {
    for (const text of [
      'Reset your password',
      'https://casino.example/news/big-win?utm_source=mail',
      '/de/casino',
      'New Registration',
    ])
      expect(redactTokensInText(text)).toBe(text);
  });
});

describe('serializeRequestForLog', () => {
  it('answers the method, redacted URL and route pattern, never headers', () => {
    const line = serializeRequestForLog({
      method: 'GET',
      url: `/api/v1/withdrawalLink/${token}`,
      ip: '10.0.0.1',
      routeOptions: { url: '/api/v1/withdrawalLink/:token' },
      headers: { 'x-player-session': token, host: 'casino.test' },
    });
    expect(line).toMatchObject({
      method: 'GET',
      url: '/api/v1/withdrawalLink/[redacted]',
      route: '/api/v1/withdrawalLink/:token',
      host: 'casino.test',
      remoteAddress: '10.0.0.1',
    });
    expect(JSON.stringify(line)).not.toContain(token);
  });
});
