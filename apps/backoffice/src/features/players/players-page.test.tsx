import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderAs } from '../../test/staff-screens';
import { PlayersPage } from './players-page';

describe('players search box', () => {
  beforeEach(() => localStorage.setItem('backoffice.locale', 'en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('searches by the chosen kind: a log-in address is sent as by=ip', async () => {
    const calls = fakeStaffApi({
      'GET /staff/v1/players': {
        players: [
          {
            id: '11111111-1111-4111-8111-111111111111',
            username: 'ada',
            email: 'ada@example.test',
            country: 'DE',
            currency: 'EUR',
            kycStatus: 'not_verified',
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
    });
    renderAs(['players.read'], '/players', <PlayersPage />, '/players');
    fireEvent.change(screen.getByLabelText('Search by'), { target: { value: 'ip' } });
    fireEvent.change(screen.getByLabelText('Log-in IP address'), { target: { value: ' 203.0.113.7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('link', { name: 'ada' })).getAttribute('href')).toContain('/players/');
    await waitFor(() => expect(calls).toHaveLength(1));
    const url = new URL(calls[0]?.url ?? '', 'http://localhost');
    expect([url.searchParams.get('q'), url.searchParams.get('by')]).toEqual(['203.0.113.7', 'ip']);
  });
});
