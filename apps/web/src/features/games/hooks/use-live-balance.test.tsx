import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setPlayerSession } from '@/lib/session';
import { json, ok } from '@/test/fake-fetch';
import { renderFeature } from '@/test/render-feature';
import { useFreeSpinsLeft } from '../api/get-free-rounds';
import { useLiveBalance } from './use-live-balance';

const gameOrigin = 'https://studio.example';

/** The play bar's free-spins count beside a running game, as the play page wires them. */
function SpinsCount() {
  useLiveBalance(true, gameOrigin);
  return <output data-testid="spins">{useFreeSpinsLeft('g-neon', true)}</output>;
}

const grant = (roundsLeft: number) => ({
  grantId: 'gr1',
  gameId: 'g-neon',
  gameSlug: 'neon-fruits',
  gameTitle: 'Neon Fruits',
  provider: 'nova-studio',
  roundsLeft,
  roundsGranted: 20,
  betValue: '20',
  currency: 'EUR',
  expiresAt: null,
});

beforeEach(() => {
  setPlayerSession('session-1');
});

describe('the play bar follows the game', () => {
  it('reads the free spins left again as soon as the game says a round settled, not one poll later', async () => {
    let left = 20;
    renderFeature(<SpinsCount />, {
      'GET /player/freeRounds': () => json(200, ok({ freeRounds: [grant(left)] }).body),
      'GET /player/balance': ok({ balance: '0', currency: 'EUR' }),
    });
    await screen.findByText('20');
    left = 19;
    // Another page's message changes nothing; the game's frame's does.
    act(() =>
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://elsewhere.example', data: 'x' })),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('spins').textContent).toBe('20');
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', { origin: gameOrigin, data: 'nova-studio:balance-changed' }),
      ),
    );
    await screen.findByText('19');
  });
});
