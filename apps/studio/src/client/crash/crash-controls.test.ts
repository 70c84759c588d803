// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PublicCrashRound } from '../../crash/crash-messages';
import { createFormats } from '../format';
import { loadTexts, translator } from '../i18n';
import { crashControls, readAutoCashOut } from './crash-controls';

const t = translator(await loadTexts('en'));
const round = (phase: PublicCrashRound['phase'], autoCashOut: number | null): PublicCrashRound => ({
  roundId: 'r1',
  roundNumber: 7,
  phase,
  previousHash: 'a',
  terminatingHash: 'b',
  salt: 's',
  bettingEndsAt: new Date().toISOString(),
  startedAt: null,
  elapsedMs: 0,
  multiplier: 130,
  growthPerMs: 0.00006,
  bets: [{ name: 'lu***', stake: '1000', cashedOutAt: null, payout: null, isMine: true, autoCashOut }],
  crashPoint: null,
  hash: null,
});

describe('crash controls', () => {
  const sent: unknown[] = [];
  const make = () =>
    crashControls({
      t,
      formats: createFormats('en-GB', 'EUR'),
      minBet: 10n,
      maxBet: 100_000n,
      canBet: true,
      sendBet: (stake, autoCashOut) => (sent.push({ stake, autoCashOut }), true),
      sendCashOut: () => true,
    });
  const targetOf = (controls: ReturnType<typeof make>) =>
    controls.nodes.find((node) => (node as HTMLElement).dataset?.testid === 'crash-target') as HTMLElement;

  it('shows the target of the bet riding, saying the server pays it with the page closed', () => {
    const controls = make();
    controls.paint(round('running', 150), 1000n);
    expect(targetOf(controls).hidden).toBe(false);
    expect(targetOf(controls).textContent).toBe(
      'Auto cash out at 1.50×, paid by the server even with this page closed',
    );
    controls.paint(round('running', null), 1000n);
    expect(targetOf(controls).hidden).toBe(true);
    controls.paint({ ...round('crashed', 150), multiplier: 120 }, 1000n);
    expect(targetOf(controls).hidden).toBe(true);
  });

  it('sends the target typed with a comma or a point, and refuses one under 1.01', () => {
    expect([readAutoCashOut(' 1,5 '), readAutoCashOut('2.25'), readAutoCashOut('')]).toEqual([
      '1.5',
      '2.25',
      null,
    ]);
    expect([readAutoCashOut('1.00'), readAutoCashOut('1.234'), readAutoCashOut('x')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const controls = make();
    controls.paint({ ...round('betting', null), bets: [] }, null);
    controls.act();
    expect(sent.at(-1)).toEqual({ stake: 100n, autoCashOut: null });
  });
});
