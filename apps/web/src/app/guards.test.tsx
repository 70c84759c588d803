import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthDialog, openAuthDialog } from '@/features/session/auth-dialog-store';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { ok } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { samplePlayer } from '@/test/sample-player';

afterEach(() => {
  closeAuthDialog();
  sessionStore.set({ playerSessionId: null });
});

describe('login-required routes', () => {
  for (const url of ['/profile', '/profile/history', '/cashier', '/cashier/withdraw', '/sportsbook']) {
    it(`send a visitor without a player session from ${url} to / with the log in dialog saying why`, async () => {
      const { router } = renderApp(url);
      expect(await screen.findByTestId('page-home')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
      const dialog = await screen.findByTestId('auth-dialog');
      expect(within(dialog).getByTestId('login-to-continue').textContent).toBe('Log in to continue');
    });
  }

  it('go on to the page asked for, query included, after the log in', async () => {
    const { router } = renderApp('/cashier/deposit?currency=BTC', {
      'POST /player/login': ok({
        playerSessionId: 'p-continue',
        expiresAt: '2030-01-01T00:00:00.000Z',
        player: samplePlayer,
        lastLogin: null,
      }),
      'GET /player': ok(samplePlayer),
      'GET /player/messages': ok({ messages: [], unread: 0 }),
      'GET /player/lastLoggedInData': ok({ lastLogin: null }),
      'GET /player/missingProfile': ok({ missing: [] }),
    });
    const dialog = await screen.findByTestId('auth-dialog');
    fireEvent.change(within(dialog).getByTestId('login-username'), { target: { value: 'player01' } });
    fireEvent.change(within(dialog).getByTestId('login-password'), { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    expect(await screen.findByTestId('page-cashier-deposit', {}, { timeout: 10_000 })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/cashier/deposit?currency=BTC',
    );
    expect(screen.queryByTestId('auth-dialog')).toBeNull();
  }, 15_000);

  it('open the dialog by hand without the reason, and a log in then stays where it is', async () => {
    renderApp('/profile');
    await screen.findByTestId('login-to-continue');
    act(() => closeAuthDialog());
    act(() => openAuthDialog('login'));
    expect(await screen.findByTestId('login-username')).toBeTruthy();
    expect(screen.queryByTestId('login-to-continue')).toBeNull();
  });

  it('let a player with a session id in, profile going to my-account', async () => {
    localStorage.setItem('playerSessionId', 'player-1');
    const { router } = renderApp('/profile');
    expect(await screen.findByTestId('page-profile-my-account', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/my-account');
  });

  it('let a player into the cashier, which opens on deposit', async () => {
    localStorage.setItem('playerSessionId', 'player-1');
    renderApp('/cashier');
    expect(await screen.findByTestId('page-cashier-deposit')).toBeTruthy();
  });
});

describe('register', () => {
  it('is shown to a visitor', async () => {
    renderApp('/register');
    expect(await screen.findByTestId('page-register')).toBeTruthy();
  });
  it('sends a logged-in player home', async () => {
    localStorage.setItem('playerSessionId', 'player-1');
    const { router } = renderApp('/register');
    expect(await screen.findByTestId('page-home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('affiliate query', () => {
  it('stores myafftk and myaffid from any route', async () => {
    renderApp('/casino?myafftk=tk-9&myaffid=77');
    expect(await screen.findByTestId('page-casino')).toBeTruthy();
    expect(localStorage.getItem('myafftk')).toBe('tk-9');
    expect(localStorage.getItem('myaffid')).toBe('77');
  });
});

describe('/{lang}', () => {
  it('switches the language and redirects to /', async () => {
    const { router } = renderApp('/de');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('page-home')).toBeTruthy();
    expect(i18n.language).toBe('de');
    expect(localStorage.getItem('user-locale')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(await screen.findByText('Top-Spiele')).toBeTruthy();
  });
});

describe('not found', () => {
  it('has a working "Go to home page" button', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByTestId('page-not-found')).toBeTruthy();
    fireEvent.click(screen.getByTestId('go-home'));
    expect(await screen.findByTestId('page-home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('access restricted', () => {
  it('says "Country blocked" when the stored country is a blocked one', async () => {
    localStorage.setItem('user-country2', 'US');
    renderApp('/access-restricted');
    expect(await screen.findByTestId('page-access-restricted')).toBeTruthy();
    expect(screen.getByTestId('country-blocked').textContent).toContain('Country blocked.');
  });
  it('does not claim a country block for other restrictions', async () => {
    localStorage.setItem('user-country2', 'DE');
    renderApp('/access-restricted');
    expect(await screen.findByTestId('page-access-restricted')).toBeTruthy();
    expect(screen.queryByTestId('country-blocked')).toBeNull();
  });
});
