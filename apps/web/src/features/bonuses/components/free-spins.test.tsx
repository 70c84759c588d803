import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setPlayerSession } from '@/lib/session';
import { json, ok } from '@/test/fake-fetch';
import { renderFeature } from '@/test/render-feature';
import { sampleBonus, sampleCampaign, samplePlayerBonuses } from '@/test/sample-bonuses';
import { PlayerBonuses } from './player-bonuses';

beforeAll(async () => {
  await i18n.loadNamespaces(['bonuses']);
});

beforeEach(() => {
  setPlayerSession('session-1');
});

const spins = {
  gameId: 'g-neon',
  gameSlug: 'neon-fruits',
  gameTitle: 'Neon Fruits',
  provider: 'nova-studio',
  roundsLeft: 14,
  roundsGranted: 20,
  expiresAt: '2026-12-05T18:00:00.000Z',
  wageringMultiple: 30,
};
const freeSpinsBonus = sampleBonus({
  id: '5b0c7a52-3f3e-4c55-9d0e-000000000009',
  status: 'free_spins',
  campaign: { slug: 'neon-spins', name: '20 free spins', kind: 'free_spins' },
  bonusMinor: '0',
  freeSpins: spins,
});
const spinsOffer = sampleCampaign({
  slug: 'neon-spins',
  kind: 'free_spins',
  activation: 'claim',
  name: '20 free spins',
  freeSpins: { gameSlug: 'neon-fruits', gameName: 'Neon Fruits', count: 20, valueMinor: '20' },
});

describe('free spins in Profile / Bonuses', () => {
  it('confirms a claimed offer with a message and a link to the game', async () => {
    let claimed = false;
    renderFeature(<PlayerBonuses />, {
      'GET /player/bonuses': () =>
        json(
          200,
          ok(
            samplePlayerBonuses({
              offers: claimed ? [] : [spinsOffer],
              available: claimed ? [freeSpinsBonus] : [],
            }),
          ).body,
        ),
      'POST /player/bonuses/claim': () => {
        claimed = true;
        return json(200, ok({ bonus: { ...freeSpinsBonus, freeSpins: { ...spins, roundsLeft: 20 } } }).body);
      },
    });
    fireEvent.click(await screen.findByTestId('bonus-offer-activate'));
    const confirmation = await screen.findByTestId('bonus-claim-confirmation');
    expect(confirmation.textContent).toContain('20 free spins on Neon Fruits are yours.');
    expect(
      within(confirmation).getByRole('link', { name: 'Play Neon Fruits now' }).getAttribute('href'),
    ).toBe('/mobile/play/nova-studio/neon-fruits');
  });

  it('shows the spins left, the game and the expiry on the bonus card, never a bare €0.00', async () => {
    renderFeature(<PlayerBonuses />, {
      'GET /player/bonuses': ok(samplePlayerBonuses({ available: [freeSpinsBonus] })),
    });
    const card = await screen.findByTestId('bonus-free-spins');
    expect(within(card).getByTestId('bonus-free-spins-left').textContent).toBe(
      '14 of 20 free spins left on Neon Fruits',
    );
    expect(within(card).getByTestId('bonus-free-spins-expiry').textContent).toMatch(/^Play them by .*2026/);
    expect(card.textContent).toContain(
      'Their wins open this bonus, to wager 30 times before it becomes cash.',
    );
    expect(within(card).getByTestId('bonus-free-spins-play').getAttribute('href')).toBe(
      '/mobile/play/nova-studio/neon-fruits',
    );
    const item = screen.getByTestId('bonus-available-item');
    expect(item.textContent).not.toContain('€0.00');
  });

  it('says why Activate Bonus is greyed while another bonus is active', async () => {
    const waiting = sampleBonus({
      id: '5b0c7a52-3f3e-4c55-9d0e-000000000008',
      status: 'available',
      bonusMinor: '1000',
      campaign: { slug: 'treat', name: 'Weekend treat', kind: 'no_deposit' },
    });
    renderFeature(<PlayerBonuses />, {
      'GET /player/bonuses': ok(samplePlayerBonuses({ active: sampleBonus(), available: [waiting] })),
    });
    const button = await screen.findByTestId('bonus-activate');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const why = screen.getByTestId('bonus-activate-why');
    expect(button.getAttribute('aria-describedby')).toBe(why.id);
    expect(why.textContent).toBe(
      'One bonus at a time: this one can be activated once your active bonus is finished or forfeited.',
    );
  });
});
