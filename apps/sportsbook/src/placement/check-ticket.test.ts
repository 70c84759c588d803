import { describe, expect, it } from 'vitest';
import { feedWith as stateWith, pick, setOdds as odds, testLimits } from '../test/sportsbook-fixture.js';
import { checkTicket, outcomeKey, placeAfterDelay, type TicketRequest } from './check-ticket.js';

const limits = testLimits;
const ticket = (overrides: Partial<TicketRequest>): TicketRequest => ({
  currency: 'EUR',
  stake: 1_000n,
  bet: { kind: 'single' },
  selections: [pick('e1')],
  acceptOddsChange: 'none',
  ...overrides,
});
const none = () => 0n;

describe('placement rules', () => {
  const state = stateWith(['e1', 'e2', 'e3']);

  it('take a single, an accumulator and a system bet, with their stakes and maximum payouts', () => {
    expect(checkTicket(state, ticket({}), limits, none)).toEqual({
      ok: true,
      odds: [2],
      versions: [1],
      totalStake: 1_000n,
      maxPayout: 2_000n,
      carried: [2_000n],
    });
    const acca = checkTicket(
      state,
      ticket({ bet: { kind: 'accumulator' }, selections: [pick('e1'), pick('e2')] }),
      limits,
      none,
    );
    expect(acca).toMatchObject({ ok: true, maxPayout: 4_000n });
    const trixie = checkTicket(
      state,
      ticket({
        stake: 100n,
        bet: { kind: 'system', system: 'trixie' },
        selections: [pick('e1'), pick('e2'), pick('e3')],
      }),
      limits,
      none,
    );
    // three doubles at 4.0 and a treble at 8.0; each selection is in two doubles and the treble
    expect(trixie).toMatchObject({
      ok: true,
      totalStake: 400n,
      maxPayout: 2_000n,
      carried: [1_600n, 1_600n, 1_600n],
    });
  });

  it('refuse the wrong shapes, same-event legs, stakes out of limits and unknown currencies', () => {
    const refusal = (t: Partial<TicketRequest>) => {
      const result = checkTicket(state, ticket(t), limits, none);
      return result.ok ? 'ok' : result.reason;
    };
    expect(refusal({ bet: { kind: 'accumulator' } })).toBe('bad_selection_count');
    expect(
      refusal({
        bet: { kind: 'system', system: 'yankee' },
        selections: [pick('e1'), pick('e2'), pick('e3')],
      }),
    ).toBe('bad_selection_count');
    expect(refusal({ bet: { kind: 'accumulator' }, selections: [pick('e1'), pick('e1', 'draw', 3.4)] })).toBe(
      'same_event_legs',
    );
    expect(refusal({ stake: 9n })).toBe('stake_below_min');
    expect(refusal({ stake: 100_001n })).toBe('stake_above_max');
    expect(refusal({ currency: 'XXX' })).toBe('unsupported_currency');
    expect(refusal({ selections: [pick('e9')] })).toBe('selection_unavailable');
    // 100_000 x 2.0^3 = 800_000 over a 700_000 maximum payout
    const big = ticket({
      stake: 100_000n,
      bet: { kind: 'accumulator' },
      selections: [pick('e1'), pick('e2'), pick('e3')],
    });
    const tight = { EUR: { ...limits.EUR, maxPayout: 700_000n, maxLiabilityPerOutcome: 10_000_000n } };
    expect(checkTicket(state, big, tight, none)).toEqual({ ok: false, reason: 'payout_above_max' });
  });

  it('keep the liability of an outcome under its limit', () => {
    const taken = (key: string) => (key === outcomeKey(pick('e1')) ? 499_000n : 0n);
    const result = checkTicket(state, ticket({}), limits, taken);
    expect(result).toEqual({ ok: false, reason: 'liability_exceeded', selection: 0 });
    expect(checkTicket(state, ticket({ selections: [pick('e1', 'draw', 3.4)] }), limits, taken).ok).toBe(
      true,
    );
  });

  it('apply the odds-change acceptance after a price move', () => {
    const moved = stateWith(['e1']);
    odds(moved, 'e1', [2.1, 3.3, 3.6], 3);
    const under = (acceptOddsChange: TicketRequest['acceptOddsChange'], seen: number) => {
      const result = checkTicket(
        moved,
        ticket({ acceptOddsChange, selections: [pick('e1', 'home', seen)] }),
        limits,
        none,
      );
      return result.ok ? result.odds[0] : result.reason;
    };
    expect(under('none', 2.0)).toBe('odds_changed');
    expect(under('higher', 2.0)).toBe(2.1);
    expect(under('higher', 2.2)).toBe('odds_changed');
    expect(under('any', 2.2)).toBe(2.1);
    expect(under('none', 2.1)).toBe(2.1);
  });

  it('check a live ticket again after the delay: a bet stop during the delay refuses it', async () => {
    const live = stateWith(['e1']);
    const check = () => checkTicket(live, ticket({}), limits, none);
    const refused = await placeAfterDelay(check, 5_000, async () => {
      live.apply({ type: 'bet_stop', timestamp: 4, producer: 'pre', eventId: 'e1' });
    });
    expect(refused).toEqual({
      ok: false,
      reason: 'selection_unavailable',
      selection: 0,
      detail: 'market_not_active',
    });
    const calm = stateWith(['e1']);
    const accepted = await placeAfterDelay(
      () => checkTicket(calm, ticket({}), limits, none),
      5_000,
      async () => {},
    );
    expect(accepted.ok).toBe(true);
  });
});
