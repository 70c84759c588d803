import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SportsbookDbHandle } from '../db/client.js';
import { liabilities, tickets, walletCalls } from '../db/schema.js';
import { createTestDatabase } from '../test/test-db.js';
import { startFakeWallet, type FakeWallet } from '../test/fake-wallet.js';
import { depsFor, feedWith, pick, placement, setOdds } from '../test/sportsbook-fixture.js';
import { placeTicket } from './place-ticket.js';

let handle: SportsbookDbHandle;
let wallet: FakeWallet;

beforeAll(async () => {
  handle = await createTestDatabase();
  wallet = await startFakeWallet();
  wallet.sessions.add('session-1');
});
afterAll(async () => {
  await wallet.close();
  await handle.close();
});
beforeEach(() => {
  wallet.balances.set('player-1', 100_000n);
});

const reservedOn = async (outcomeKey: string) =>
  (await handle.db.select().from(liabilities).where(eq(liabilities.outcomeKey, outcomeKey)))[0]
    ?.reservedMinor ?? 0n;

describe('placing a ticket', () => {
  it('debits the stake once and reserves the potential payout on the outcome', async () => {
    const deps = depsFor(handle, wallet, feedWith(['a1']));
    const answer = await placeTicket(deps, placement({ selections: [pick('a1')] }));
    expect(answer).toMatchObject({ ok: true, ticket: { status: 'open', stakeMinor: 1_000n, odds: [2] } });
    expect(wallet.balances.get('player-1')).toBe(99_000n);
    expect(await reservedOn('a1|1x2|home')).toBe(2_000n);
  });

  it('a replayed placement answers the first ticket and debits once, even when an answer was lost', async () => {
    const deps = depsFor(handle, wallet, feedWith(['b1']));
    const request = placement({ selections: [pick('b1')] });
    wallet.loseAnswerOfNext(1);
    const first = await placeTicket(deps, request);
    const again = await placeTicket(deps, request);
    expect(first.ok && again.ok && again.ticket.id === first.ticket.id).toBe(true);
    expect(wallet.balances.get('player-1')).toBe(99_000n);
    const id = first.ok ? first.ticket.id : '';
    expect([...wallet.applied.values()].filter((m) => m.roundId === id && m.kind === 'bet')).toHaveLength(1);
    const calls = await handle.db.select().from(walletCalls).where(eq(walletCalls.ticketId, id));
    expect(calls).toMatchObject([{ kind: 'debit', state: 'done', attempts: 1 }]);
  });

  it('the same placement sent five times at once makes one ticket and debits once', async () => {
    const deps = depsFor(handle, wallet, feedWith(['r1']));
    const request = placement({ selections: [pick('r1')] });
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeTicket(deps, request)));
    const ids = new Set(answers.map((a) => (a.ok ? a.ticket.id : a.ticketId)));
    expect(ids.size).toBe(1);
    expect(wallet.balances.get('player-1')).toBe(99_000n);
    expect(await reservedOn('r1|1x2|home')).toBe(2_000n);
  });

  it('a refused placement moves no money and frees its liability', async () => {
    const deps = depsFor(handle, wallet, feedWith(['c1']));
    wallet.balances.set('player-1', 500n);
    const poor = await placeTicket(deps, placement({ selections: [pick('c1')] }));
    expect(poor).toMatchObject({ ok: false, reason: 'insufficient_funds' });
    expect(wallet.balances.get('player-1')).toBe(500n);
    expect(await reservedOn('c1|1x2|home')).toBe(0n);
    const noSession = await placeTicket(
      deps,
      placement({ selections: [pick('c1')], sessionToken: 'revoked', stake: 100n }),
    );
    expect(noSession).toMatchObject({ ok: false, reason: 'session_invalid' });
    expect(wallet.balances.get('player-1')).toBe(500n);
  });

  it('a wallet that never answers: the debit is rolled back and the ticket refused', async () => {
    const deps = depsFor(handle, wallet, feedWith(['d1']));
    wallet.failNext(3);
    const answer = await placeTicket(deps, placement({ selections: [pick('d1')] }));
    expect(answer).toMatchObject({ ok: false, reason: 'wallet_unavailable' });
    expect(wallet.balances.get('player-1')).toBe(100_000n);
    const [row] = await handle.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, answer.ok ? '' : answer.ticketId!));
    expect(row).toMatchObject({ status: 'refused', refusal: 'wallet_unavailable' });
    expect(await reservedOn('d1|1x2|home')).toBe(0n);
  });

  it.each([
    ['none', 2.1, false],
    ['none', 1.9, false],
    ['higher', 2.1, true],
    ['higher', 1.9, false],
    ['any', 1.9, true],
  ] as const)(
    'odds moved between quote and placement, acceptance %s, now %s: taken %s',
    async (acceptance, now, isTaken) => {
      const state = feedWith(['o1', 'o2']);
      setOdds(state, 'o2', [now, 3.4, 3.8]);
      const deps = depsFor(handle, wallet, state);
      const answer = await placeTicket(
        deps,
        placement({
          bet: { kind: 'accumulator' },
          selections: [pick('o1'), pick('o2')],
          acceptOddsChange: acceptance,
        }),
      );
      if (isTaken) {
        expect(answer).toMatchObject({ ok: true, ticket: { odds: [2, now] } });
        expect(wallet.balances.get('player-1')).toBe(99_000n);
      } else {
        expect(answer).toMatchObject({ ok: false, reason: 'odds_changed', movedLegs: [1] });
        expect(wallet.balances.get('player-1')).toBe(100_000n);
      }
    },
  );

  it('a bet stop during the live delay refuses the ticket; no stop: it is taken after the delay', async () => {
    const state = feedWith(['l1', 'l2'], ['l1', 'l2']);
    const slept: number[] = [];
    const stopping = depsFor(handle, wallet, state, {
      liveDelayMs: 5_000,
      sleep: (ms) => {
        slept.push(ms);
        state.apply({ type: 'bet_stop', timestamp: 3, producer: 'pre', eventId: 'l1' });
        return Promise.resolve();
      },
    });
    const stopped = await placeTicket(stopping, placement({ selections: [pick('l1')] }));
    expect(stopped).toMatchObject({ ok: false, reason: 'selection_unavailable', movedLegs: [0] });
    expect(slept).toEqual([5_000]);
    expect(wallet.balances.get('player-1')).toBe(100_000n);
    expect(await reservedOn('l1|1x2|home')).toBe(0n);

    const calm = depsFor(handle, wallet, state, { liveDelayMs: 5_000 });
    expect(await placeTicket(calm, placement({ selections: [pick('l2')] }))).toMatchObject({ ok: true });
    expect(wallet.balances.get('player-1')).toBe(99_000n);
  });

  it('a price shortening during the live delay refuses the ticket', async () => {
    const state = feedWith(['s1'], ['s1']);
    const deps = depsFor(handle, wallet, state, {
      liveDelayMs: 5_000,
      sleep: () => {
        setOdds(state, 's1', [1.5, 4, 6]);
        return Promise.resolve();
      },
    });
    const answer = await placeTicket(deps, placement({ selections: [pick('s1')], acceptOddsChange: 'any' }));
    expect(answer).toMatchObject({ ok: false, reason: 'odds_changed', movedLegs: [0] });
    expect(wallet.balances.get('player-1')).toBe(100_000n);
  });

  it('50 concurrent placements against one liability limit never exceed it', async () => {
    const limit = 20_000n; // ten tickets of 1,000 at 2.00
    const deps = depsFor(handle, wallet, feedWith(['z1']), {
      limits: {
        EUR: { minStake: 10n, maxStake: 100_000n, maxPayout: 1_000_000n, maxLiabilityPerOutcome: limit },
      },
    });
    wallet.balances.set('player-1', 1_000_000n);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => placeTicket(deps, placement({ selections: [pick('z1')] }))),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(10);
    expect(answers.filter((a) => !a.ok && a.reason === 'liability_exceeded')).toHaveLength(40);
    expect(await reservedOn('z1|1x2|home')).toBe(limit);
    expect(wallet.balances.get('player-1')).toBe(990_000n);
  });
});
