import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/test/fake-fetch';
import { renderApp, sampleMenu, skinConfig } from '@/test/render-app';

describe('main layout', () => {
  it('renders every drawer entry, children included, with live chat as a button', async () => {
    const { router } = renderApp('/');
    const drawer = await screen.findByTestId('side-drawer');
    const ids = sampleMenu.items.flatMap((item) => [item.id, ...item.children.map((child) => child.id)]);
    for (const id of ids) expect(await within(drawer).findByTestId(`drawer-item-${id}`)).toBeTruthy();
    expect(screen.getByTestId('drawer-item-live-chat').tagName).toBe('BUTTON');
    expect(screen.getByTestId('drawer-item-sportsbook').getAttribute('href')).toBe('/sportsbook');
    // No Tawk.to property on this skin: live chat opens the contact form instead.
    fireEvent.click(screen.getByTestId('drawer-item-live-chat'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/contact-us'));
  });

  it('shows log in and sign up to a visitor, each opening its form in the dialog', async () => {
    renderApp('/');
    const header = await screen.findByTestId('site-header');
    expect(within(header).queryByTestId('header-deposit')).toBeNull();
    fireEvent.click(within(header).getByTestId('header-login'));
    const dialog = await screen.findByTestId('auth-dialog');
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Log in');
    expect(within(dialog).getByTestId('login-username')).toBeTruthy();
    fireEvent.click(within(header).getByTestId('header-signup'));
    expect(await within(dialog).findByTestId('signup-username')).toBeTruthy();
  });

  it("shows the operator's licence line and regulator link in the footer, else a placeholder", async () => {
    const first = renderApp('/');
    const footer = await screen.findByTestId('site-footer');
    await waitFor(() => expect(within(footer).getByTestId('footer-currencies').textContent).toBe('EUR'));
    expect(within(footer).getByTestId('footer-licence').textContent).toBe(
      'The operator states its gaming licence here.',
    );
    expect(within(footer).getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe(
      '/info/terms',
    );
    first.unmount();

    const licence = {
      text: 'Licence no. 1234.',
      regulatorName: 'Gaming Authority',
      regulatorUrl: 'https://example.org',
    };
    renderApp('/', {
      'GET /skinConfig/all': ok({ ...skinConfig, licence }),
    });
    const regulator = await within(await screen.findByTestId('site-footer')).findByRole('link', {
      name: 'Gaming Authority',
    });
    expect(regulator.getAttribute('href')).toBe('https://example.org');
    expect(screen.getByTestId('footer-licence').textContent).toBe(
      'Licence no. 1234. Regulator: Gaming Authority',
    );
  });

  it('marks the footer link of the page shown as the current page, once that page is shown', async () => {
    const { router } = renderApp('/');
    const footer = await screen.findByTestId('site-footer');
    const terms = within(footer).getByTestId('footer-link-terms');
    expect(terms.getAttribute('aria-current')).toBeNull();
    fireEvent.click(terms);
    await waitFor(() => expect(terms.getAttribute('aria-current')).toBe('page'));
    expect(router.state.location.pathname).toBe('/info/terms');
    expect(within(footer).getByTestId('footer-link-privacy').getAttribute('aria-current')).toBeNull();
  });

  it('toggles the drawer and closes it with Escape on a phone', async () => {
    renderApp('/');
    const toggle = await screen.findByTestId('drawer-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('side-drawer').getAttribute('data-open')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('switches language from the selector', async () => {
    renderApp('/');
    const select = (await screen.findByTestId('language-select')) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['de', 'Deutsch'],
      ['fr', 'Français'],
      ['pt', 'Português'],
      ['no', 'Norsk'],
    ]);
    fireEvent.change(select, { target: { value: 'es' } });
    expect(await screen.findByText('Juegos destacados')).toBeTruthy();
    expect(localStorage.getItem('user-locale')).toBe('es');
  });

  it('shows the home sections with honest empty states', async () => {
    const noGames = ok({ games: [], total: 0, limit: 12, offset: 0 });
    renderApp('/', {
      'GET /games/mostPlayed/all/12': noGames,
      'GET /games/filter/new/all/new/12/0': noGames,
      'GET /games/filter/live-casino/all/popular/12/0': noGames,
      'GET /casinoLatestData': ok({ latestWinners: [], topWinners: [] }),
    });
    const home = await screen.findByTestId('page-home');
    for (const title of ['Top Games', 'New Releases', 'Live Casino', 'Latest Winners', 'Top Winners']) {
      expect(within(home).getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(await within(home).findAllByText('No games yet')).toHaveLength(3);
    expect(within(home).getAllByText('No winners yet')).toHaveLength(2);
    expect(screen.getByTestId('mobile-footer')).toBeTruthy();
  });
});
