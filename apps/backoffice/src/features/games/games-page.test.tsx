import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderAs } from '../../test/staff-screens';
import { GamesPage } from './games-page';

const gameId = '33333333-3333-4333-8333-333333333333';
const game = {
  id: gameId,
  slug: 'gold-reels',
  title: 'Gold Reels',
  providerCode: 'nova-studio',
  providerName: 'Nova Studio',
  category: 'slots',
  tags: ['megaways'],
  enabled: true,
  popularity: 40,
  isNew: false,
  isJackpot: false,
  overridden: [],
};
const list = { games: [game], total: 1, tags: ['megaways', 'roulette'], categories: ['slots', 'table'] };

describe('games catalogue screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists a game with provider, category, tags, order and status, and hides it from the site', async () => {
    localStorage.setItem('backoffice.locale', 'en');
    const calls = fakeStaffApi({
      'GET /staff/v1/catalogue/games': list,
      [`POST /staff/v1/catalogue/games/${gameId}`]: { ...game, enabled: false, overridden: ['enabled'] },
    });
    renderAs(['games.read', 'games.write'], '/games', <GamesPage />, '/games');
    const row = (await screen.findByText('Gold Reels')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Nova Studio')).toBeTruthy();
    expect(within(row).getByText('Slots')).toBeTruthy();
    expect(within(row).getByText('megaways')).toBeTruthy();
    expect(within(row).getByText('40')).toBeTruthy();
    expect(within(row).getByText('Listed')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Hide from the site' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved: the player site shows the change.');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ enabled: false });
    // The list is read again after the change.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('edits the order, category, tags and home sections in the row', async () => {
    localStorage.setItem('backoffice.locale', 'en');
    const calls = fakeStaffApi({
      'GET /staff/v1/catalogue/games': list,
      [`POST /staff/v1/catalogue/games/${gameId}`]: game,
    });
    renderAs(['games.read', 'games.write'], '/games', <GamesPage />, '/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Gold Reels' }));
    const form = screen.getByRole('form', { name: 'Edit Gold Reels' });
    fireEvent.change(within(form).getByLabelText('Order (higher first)'), { target: { value: '90' } });
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'table' } });
    fireEvent.change(within(form).getByLabelText('Tags'), {
      target: { value: 'Roulette, megaways roulette' },
    });
    fireEvent.click(within(form).getByLabelText('Jackpot games'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      popularity: 90,
      category: 'table',
      tags: ['roulette', 'megaways'],
      isNew: false,
      isJackpot: true,
    });
  });

  it('shows no changes to a role that may only read the catalogue', async () => {
    fakeStaffApi({ 'GET /staff/v1/catalogue/games': list });
    renderAs(['games.read'], '/games', <GamesPage />, '/games');
    expect(await screen.findByText('Gold Reels')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide from the site' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Gold Reels' })).toBeNull();
  });
});
