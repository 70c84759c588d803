import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setPlayerSession } from '@/lib/session';
import { ok } from '@/test/fake-fetch';
import { renderFeature } from '@/test/render-feature';
import { sampleBonus, samplePlayerBonuses } from '@/test/sample-bonuses';
import { BonusHistoryPanel } from './bonus-history-panel';

beforeAll(async () => {
  await i18n.loadNamespaces(['bonuses']);
});

beforeEach(() => {
  setPlayerSession('session-1');
});

const id = (n: number) => `5b0c7a52-3f3e-4c55-9d0e-00000000000${n}`;

describe('BonusHistoryPanel', () => {
  it('lists every bonus, active, waiting and past, newest first, with amount, converted and forfeited', async () => {
    renderFeature(<BonusHistoryPanel />, {
      'GET /player/bonuses': ok(
        samplePlayerBonuses({
          active: sampleBonus({ id: id(2), createdAt: '2026-11-20T10:00:00.000Z' }),
          available: [
            sampleBonus({
              id: id(3),
              status: 'available',
              bonusMinor: '1000',
              campaign: { slug: 'treat', name: 'Weekend treat', kind: 'no_deposit' },
              createdAt: '2026-11-22T10:00:00.000Z',
            }),
          ],
          past: [
            sampleBonus({
              id: id(1),
              status: 'forfeited',
              bonusMinor: '5000',
              convertedMinor: '0',
              forfeitedMinor: '3100',
              campaign: { slug: 'reload', name: 'Friday reload', kind: 'reload' },
              createdAt: '2026-11-01T10:00:00.000Z',
            }),
          ],
        }),
      ),
    });
    const rows = await screen.findAllByTestId('bonus-history-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['available', 'active', 'forfeited']);
    const last = within(rows[2]!);
    expect(last.getByText('Friday reload')).toBeTruthy();
    expect(last.getByText('Forfeited', { selector: '.bonus-pill' })).toBeTruthy();
    expect(last.getByText('€50.00')).toBeTruthy();
    expect(last.getByTestId('bonus-history-converted').textContent).toBe('€0.00');
    expect(last.getByTestId('bonus-history-forfeited').textContent).toBe('€31.00');
    expect(rows[2]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-01T10:00:00.000Z');
  });

  it('says so when the player has no bonuses', async () => {
    renderFeature(<BonusHistoryPanel />, { 'GET /player/bonuses': ok(samplePlayerBonuses()) });
    expect(await screen.findByText('You have no bonuses yet.')).toBeTruthy();
  });
});
