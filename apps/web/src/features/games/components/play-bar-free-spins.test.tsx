import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import PlayPage from '@/app/routes/play';
import { i18n } from '@/lib/i18n';
import { clearPlayer, setPlayerSession } from '@/lib/session';
import { ok } from '@/test/fake-fetch';
import { renderFeature } from '@/test/render-feature';
import { sampleGame } from '@/test/sample-game';

beforeAll(async () => {
  await i18n.loadNamespaces(['games', 'cashier']);
});
beforeEach(() => clearPlayer());

const game = sampleGame(3, { title: 'Neon Fruits', slug: 'neon-fruits' });
const grant = (gameId: string, roundsLeft: number) => ({
  grantId: `grant-${gameId}-${roundsLeft}`,
  gameId,
  gameSlug: 'neon-fruits',
  gameTitle: 'Neon Fruits',
  provider: 'nova-studio',
  roundsLeft,
  roundsGranted: 10,
  betValue: '20',
  currency: 'EUR',
  expiresAt: null,
});

function routes(freeRounds: ReturnType<typeof grant>[]) {
  return {
    'GET /games/nova-studio/neon-fruits': ok({ game }),
    [`GET /player/game/${game.id}`]: ok({ url: 'https://studio.example/play?mode=real', mode: 'real', game }),
    'POST /player/addRecentPlayedGame': ok({ gameId: game.id, playedAt: '2026-11-05T10:00:00.000Z' }),
    'GET /player/balance': ok({ currency: 'EUR', cash: '50.00', bonus: '0.00', withdrawable: '50.00' }),
    'GET /player/freeRounds': ok({ freeRounds }),
  };
}

describe('the play bar and free spins', () => {
  it("says how many free spins the player has on this game, counting only this game's grants", async () => {
    setPlayerSession('session-1');
    renderFeature(
      <PlayPage variant="desktop" />,
      routes([grant(game.id, 3), grant(game.id, 2), grant('another-game', 7)]),
      '/play/nova-studio/neon-fruits',
      '/play/:system/:title',
    );
    expect((await screen.findByTestId('play-free-spins')).textContent).toBe('5 free spins');
  });

  it('shows nothing without free spins on the game', async () => {
    setPlayerSession('session-1');
    renderFeature(
      <PlayPage variant="mobile" />,
      routes([grant('another-game', 7)]),
      '/mobile/play/nova-studio/neon-fruits',
      '/mobile/play/:system/:title',
    );
    await screen.findByTestId('game-frame');
    await waitFor(() => expect(screen.queryByTestId('play-free-spins')).toBeNull());
  });
});
