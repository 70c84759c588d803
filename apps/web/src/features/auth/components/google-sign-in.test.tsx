import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '@/lib/notifications';
import { sessionStore } from '@/lib/session';
import { ok } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { sentBodies } from '@/test/render-feature';
import { samplePlayer } from '@/test/sample-player';
import { authDialogStore } from '@/features/session/auth-dialog-store';

const claims = {
  sub: 'g-123',
  email: 'ann@example.com',
  email_verified: true,
  given_name: 'Ann',
  family_name: 'Lee',
  iss: 'https://accounts.google.com',
};
const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const idToken = `${base64Url({ alg: 'RS256' })}.${base64Url(claims)}.signature`;
const refusal = (resultCode: string, status = 400, message = '') => ({
  status,
  body: {
    info: { success: false, message, resultCode },
    data: resultCode === 'missing_username' ? { email: claims.email, given_name: 'Ann' } : null,
  },
});

afterEach(() => {
  authDialogStore.set(null);
  sessionStore.set({ playerSessionId: null });
  noticeStore.set([]);
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('Google sign-in', () => {
  it('loads Google only when enabled, sends the spec payload, and asks for a username when missing', async () => {
    let answers = [refusal('missing_username'), refusal('username_not_unique', 409)];
    const { fetchFn } = renderApp('/', {
      'GET /skinConfig/all': ok({
        skinName: 'Nova',
        defaultLanguage: 'en',
        currencies: ['EUR'],
        theme: {},
        turnstileCaptcha: { enabled: false, siteKey: '' },
        supportEmail: 'help@example.com',
        licence: { text: '', regulatorName: '', regulatorUrl: '' },
        liveChat: { enabled: false, propertyId: '', widgetId: '' },
        googleSignIn: { enabled: true, clientId: 'client-1.apps.googleusercontent.com' },
      }),
      'POST /instantRegLogin/google': () => {
        const next = answers.shift();
        const answer =
          next ??
          ok({
            playerSessionId: 'p-g',
            expiresAt: '2030-01-01T00:00:00.000Z',
            player: samplePlayer,
            lastLogin: null,
          });
        return new Response(JSON.stringify(answer.body), {
          status: 'status' in answer ? answer.status : 200,
        });
      },
      'GET /player': ok(samplePlayer),
      'GET /player/messages': ok({ messages: [], unread: 0 }),
      'GET /player/lastLoggedInData': ok({ lastLogin: null }),
    });
    let onCredential: ((response: { credential: string }) => void) | undefined;
    const renderButton = vi.fn();
    vi.stubGlobal('google', {
      accounts: {
        id: {
          initialize: (options: { callback: typeof onCredential }) => (onCredential = options.callback),
          renderButton,
        },
      },
    });

    fireEvent.click(await screen.findByTestId('header-login'));
    await screen.findByTestId('google-sign-in');
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(
        'script[src="https://accounts.google.com/gsi/client"]',
      );
      if (!found) throw new Error('no script yet');
      return found;
    });
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    onCredential?.({ credential: idToken });

    const form = await screen.findByTestId('google-complete');
    expect(sentBodies(fetchFn, 'POST', '/instantRegLogin/google')[0]).toEqual({
      token_id: idToken,
      ...claims,
      hd: '',
      terms: true,
    });
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'ann' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(within(form).getByText('Username must be 6 to 20 characters long')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'annlee01' } });
    fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'EUR' } });
    fireEvent.change(within(form).getByLabelText('Birth date'), { target: { value: '02031991' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(
      await within(form).findByText('This username already exists. Please choose another one.'),
    ).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'annlee02' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(localStorage.getItem('playerSessionId')).toBe('p-g'));
    expect(sentBodies(fetchFn, 'POST', '/instantRegLogin/google')[2]).toMatchObject({
      token_id: idToken,
      username: 'annlee02',
      currencycode: 'EUR',
      birthdate: '02-03-1991',
    });
    await waitFor(() => expect(screen.queryByTestId('auth-dialog')).toBeNull());
    answers = [];
  });

  it('never loads Google when the skin does not enable it', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    await screen.findByTestId('login-username');
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
    expect(document.head.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});
