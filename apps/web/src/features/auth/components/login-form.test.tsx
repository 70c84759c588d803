import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '@/lib/notifications';
import { sessionStore } from '@/lib/session';
import { fail, ok, type Route } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { samplePlayer } from '@/test/sample-player';
import { captchaDemandedStore, LoginForm } from './login-form';

const skin = (turnstile = { enabled: false, siteKey: '' }) =>
  ok({
    skinName: 'Nova',
    defaultLanguage: 'en',
    currencies: ['EUR'],
    theme: {},
    turnstileCaptcha: turnstile,
    supportEmail: 'help@example.com',
    licence: { text: '', regulatorName: '', regulatorUrl: '' },
    liveChat: { enabled: false, propertyId: '', widgetId: '' },
    googleSignIn: { enabled: false, clientId: '' },
  });
const refused = (code: string, showCaptcha: boolean) => ({
  status: 401,
  body: { info: { success: false, message: 'server text', resultCode: code }, data: { showCaptcha } },
});

function setup(routes: Record<string, Route>, turnstile?: { enabled: boolean; siteKey: string }) {
  const onLoggedIn = vi.fn();
  const view = renderFeature(<LoginForm onForgotPassword={() => {}} onLoggedIn={onLoggedIn} />, {
    'GET /skinConfig/all': skin(turnstile),
    ...routes,
  });
  return { ...view, onLoggedIn };
}
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

afterEach(() => {
  captchaDemandedStore.set(false);
  noticeStore.set([]);
  sessionStore.set({ playerSessionId: null });
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('log in form', () => {
  it('checks the Login rules live as the player types', async () => {
    const { fetchFn } = setup({});
    type('login-username', 'abc');
    expect(await screen.findByText('Username must be between 4 and 20 characters long')).toBeTruthy();
    type('login-username', 'abc_');
    expect(screen.getByText('Invalid username characters: letters and numbers only')).toBeTruthy();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/player/login')).toEqual([]);
  });

  it('turns the captcha on when the server answers showCaptcha, and demands exactly 5 characters', async () => {
    let attempts = 0;
    const { fetchFn } = setup({
      'POST /player/login': () => {
        attempts += 1;
        const { status, body } =
          attempts === 1 ? refused('invalid_username_or_password', true) : refused('invalid_captcha', true);
        return new Response(JSON.stringify(body), { status });
      },
      'GET /captcha': ok({ image: 'data:image/png;base64,iVBORw0KGgo=', length: 5 }),
    });
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    type('login-username', 'player01');
    type('login-password', 'wrong-password');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('Invalid username or password')).toBeTruthy();
    expect(await screen.findByTestId('login-captcha-image')).toBeTruthy();
    type('login-captcha', 'abcd');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Wrong captcha value')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/player/login')).toHaveLength(1);

    type('login-captcha', 'abcde');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Invalid captcha inserted')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/player/login')[1]).toEqual({
      username: 'player01',
      password: 'wrong-password',
      terms: true,
      captcha: 'abcde',
    });
    // The spent picture is replaced and the answer cleared.
    await waitFor(() =>
      expect(fetchFn.mock.calls.filter(([url]) => String(url).endsWith('/captcha')).length).toBeGreaterThan(
        1,
      ),
    );
    expect((screen.getByTestId('login-captcha') as HTMLInputElement).value).toBe('');
  });

  it('asks for the captcha when the server demands one the form has not shown yet, and keeps it on reopening', async () => {
    const { unmount } = setup({
      'POST /player/login': refused('invalid_captcha', true),
      'GET /captcha': ok({ image: 'data:image/png;base64,iVBORw0KGgo=', length: 5 }),
    });
    type('login-username', 'player01');
    type('login-password', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(
      await screen.findByText('Please also complete the security check, then log in again.'),
    ).toBeTruthy();
    expect(await screen.findByTestId('login-captcha-image')).toBeTruthy();
    // A fresh picture is not called wrong before the player has answered it.
    expect(screen.queryByText('Wrong captcha value')).toBeNull();
    unmount();
    setup({ 'GET /captcha': ok({ image: 'data:image/png;base64,iVBORw0KGgo=', length: 5 }) });
    expect(await screen.findByTestId('login-captcha-image')).toBeTruthy();
  });

  it('shows the server message for a result the spec does not name', async () => {
    setup({ 'POST /player/login': fail(429, 'rate_limited', 'Too many attempts, wait a minute') });
    type('login-username', 'player01');
    type('login-password', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Too many attempts, wait a minute')).toBeTruthy();
  });

  it('on success stores the session, refreshes the player data and names the last login', async () => {
    const { fetchFn, onLoggedIn } = setup({
      'POST /player/login': ok({
        playerSessionId: 'p-new',
        expiresAt: '2030-01-01T00:00:00.000Z',
        player: samplePlayer,
        lastLogin: { at: '2026-11-01T08:30:00.000Z', ip: '203.0.113.7' },
      }),
      'GET /player': ok(samplePlayer),
      'GET /player/messages': ok({ messages: [], unread: 0 }),
      'GET /player/lastLoggedInData': ok({ lastLogin: null }),
    });
    type('login-username', 'player01');
    type('login-password', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(localStorage.getItem('playerSessionId')).toBe('p-new');
    expect(sessionStore.get().playerSessionId).toBe('p-new');
    const paths = fetchFn.mock.calls.map(([url]) =>
      new URL(String(url), 'http://x').pathname.replace('/api/v1', ''),
    );
    await waitFor(() =>
      expect(paths.filter((path) => path.startsWith('/player/') || path === '/player')).toEqual(
        expect.arrayContaining([
          '/player/messages',
          '/player/transactions/pendingWithdrawals',
          '/player/balance',
          '/player/lastLoggedInData',
          '/player',
        ]),
      ),
    );
    await waitFor(() =>
      expect(
        noticeStore
          .get()
          .map((notice) => notice.message)
          .join(),
      ).toContain('203.0.113.7'),
    );
  });
});

describe('Turnstile', () => {
  it('loads its script from Cloudflare only when the skin enables it', async () => {
    setup(
      { 'POST /player/login': refused('invalid_username_or_password', true) },
      { enabled: true, siteKey: 'site-1' },
    );
    type('login-username', 'player01');
    type('login-password', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByText('Invalid username or password');
    await waitFor(() =>
      expect(
        document.head.querySelector('script[src^="https://challenges.cloudflare.com/turnstile/"]'),
      ).not.toBeNull(),
    );
  });

  it('never loads it with the image captcha', async () => {
    setup({
      'POST /player/login': refused('invalid_username_or_password', true),
      'GET /captcha': ok({ image: 'data:image/png;base64,iVBORw0KGgo=', length: 5 }),
    });
    type('login-username', 'player01');
    type('login-password', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-captcha-image');
    expect(document.head.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
  });

  it('logs a missing site key as an error (spec section 8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(
      { 'POST /player/login': refused('invalid_username_or_password', true) },
      { enabled: true, siteKey: '' },
    );
    type('login-username', 'player01');
    type('login-password', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('siteKey')));
    expect(document.head.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
  });
});
