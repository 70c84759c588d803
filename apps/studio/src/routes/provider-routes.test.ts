import { providerGameListSchema } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { platformSigned } from '../test/fake-platform';
import { launch, testSecret, useStudio } from '../test/studio-app';

describe('platform -> studio calls', () => {
  const ctx = useStudio();

  it('answers the signed game list with honest catalogue entries', async () => {
    const { raw, headers } = platformSigned(testSecret, {});
    const response = await ctx.app.inject({ method: 'POST', url: '/studio/games', headers, payload: raw });
    expect(response.statusCode).toBe(200);
    const list = providerGameListSchema.parse(response.json().data);
    expect(list.provider.code).toBe('nova-studio');
    // Each game's own tests pin its entry; here, that the list carries them as the catalogue reads them.
    expect(list.games.map((game) => [game.slug, game.category, game.rtp])).toEqual(
      expect.arrayContaining([
        ['dice', 'crash-and-fast', '99.00'],
        ['limbo', 'crash-and-fast', '99.00'],
        ['neon-fruits', 'slots', '95.99'],
        ['plinko', 'crash-and-fast', '98.91'],
        ['keno', 'crash-and-fast', '98.98'],
      ]),
    );
    expect(list.games[0]!.tags).toContain('dice');
    // Every game's texts travel in all six languages; English stays the fallback.
    const dice = list.games.find((game) => game.slug === 'dice')!;
    expect(Object.keys(dice.texts ?? {}).sort()).toEqual(['de', 'en', 'es', 'fr', 'no', 'pt']);
    expect(dice.texts?.de?.description).toContain('Würfle');
    const thumbnail = await ctx.app.inject({ method: 'GET', url: list.games[2]!.thumbnail });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses a bad signature, a missing one and another provider on /games and /launch', async () => {
    for (const url of ['/studio/games', '/studio/launch']) {
      const { raw, headers } = platformSigned(testSecret, { externalGameId: 'dice' });
      const forged = platformSigned('another-secret-of-16+', { externalGameId: 'dice' });
      const attempts = [
        { ...headers, 'x-signature': forged.headers['x-signature'] },
        { 'content-type': 'application/json', 'x-provider': 'nova-studio' },
        { ...headers, 'x-provider': 'someone-else' },
      ];
      for (const attempt of attempts) {
        const response = await ctx.app.inject({ method: 'POST', url, headers: attempt, payload: raw });
        expect(response.statusCode).toBe(401);
        expect(response.json().info.resultCode).toBe('invalid_signature');
      }
      // The body is signed as sent: one byte changed after signing is refused.
      const tampered = await ctx.app.inject({ method: 'POST', url, headers, payload: `${raw} ` });
      expect(tampered.statusCode).toBe(401);
    }
  });

  it('launches a game with a studio token of its own, never the platform launch token', async () => {
    const { response, url, token } = await launch(ctx.app, 'dice');
    expect(response.statusCode).toBe(200);
    expect(url.pathname).toBe('/studio/play/dice');
    expect(url.searchParams.get('lang')).toBe('de');
    // The player's country reaches the page, whose dates and amounts follow it.
    expect(url.searchParams.get('region')).toBe('AT');
    expect(token.length).toBeGreaterThan(30);
    expect(url.toString()).not.toContain('launch-token-1');
  });

  it('refuses a launch of an unknown game and a real launch without a launch token', async () => {
    const unknown = platformSigned(testSecret, {
      externalGameId: 'nope',
      mode: 'fun',
      launchToken: null,
      currency: 'EUR',
      language: 'en',
      homeUrl: null,
      cashierUrl: null,
      viewMode: 'mobile',
    });
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/studio/launch',
      headers: unknown.headers,
      payload: unknown.raw,
    });
    expect(first.json().info.resultCode).toBe('game_not_found');
    const noToken = platformSigned(testSecret, {
      externalGameId: 'dice',
      mode: 'real',
      launchToken: null,
      currency: 'EUR',
      language: 'en',
      homeUrl: null,
      cashierUrl: null,
      viewMode: 'mobile',
    });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/studio/launch',
      headers: noToken.headers,
      payload: noToken.raw,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().info.resultCode).toBe('validation_error');
  });

  it('serves the game page with a CSP that lets only its own origin frame it, and its bundle', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/studio/play/neon-fruits?launch=x&lang=fr' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('data-game="neon-fruits"');
    const script = await ctx.app.inject({ method: 'GET', url: '/studio/assets/app.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('x-studio-session');
    const missing = await ctx.app.inject({ method: 'GET', url: '/studio/play/unknown-game' });
    expect(missing.statusCode).toBe(404);
  });
});
