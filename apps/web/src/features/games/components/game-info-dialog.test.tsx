import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import GameListPage from '@/app/routes/game-list';
import { i18n } from '@/lib/i18n';
import { json, ok } from '@/test/fake-fetch';
import { renderFeature } from '@/test/render-feature';
import { gamePage, sampleGame } from '@/test/sample-game';

beforeAll(async () => {
  await i18n.changeLanguage('de');
  await i18n.loadNamespaces(['games', 'common']);
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

const english = {
  description: 'Roll over or under your target.',
  details: 'Provably fair. RTP 99.00 % at every target.',
};
const german = {
  description: 'Würfle über oder unter dein Ziel.',
  details: 'Nachweislich fair. Auszahlungsquote 99,00 % bei jedem Ziel.',
};

/** The catalogue as the API answers it: the game's texts in the request's x-language. */
function slotsIn(request: Request) {
  const texts = request.headers.get('x-language') === 'de' ? german : english;
  return json(200, ok(gamePage([sampleGame(1, { title: 'Nova Dice', rtp: '99.00', ...texts })], 40, 0)).body);
}

describe('game info dialog', () => {
  it('shows a German player the game texts, labels and figures in German', async () => {
    renderFeature(<GameListPage kind="casino" />, {
      'GET /games/mobile/categorized': ok({ categories: [], providers: [] }),
      'GET /games/filter/slots/all/popular/40/0': slotsIn,
    });
    const tile = await screen.findByTestId('game-tile');
    fireEvent.click(within(tile).getByRole('link', { name: /Nova Dice/ }));
    const dialog = await screen.findByTestId('game-info');
    await waitFor(() => expect(dialog.textContent).toContain(german.description));
    expect(dialog.textContent).toContain(german.details);
    expect(dialog.textContent).toContain('Auszahlungsquote (RTP)');
    expect(
      within(dialog)
        .getByTestId('game-info-rtp')
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe('99,00 %');
    expect(dialog.textContent).not.toContain(english.description);
  });
});
