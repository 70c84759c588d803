import { FeedState } from '../feed/feed-state.js';
import type { SelectionRequest } from '../placement/check-ticket.js';
import type { PlaceTicketRequest } from '../tickets/place-ticket.js';
import type { SportsbookDeps } from '../tickets/deps.js';
import type { SportsbookDbHandle } from '../db/client.js';
import { createWalletClient } from '../wallet/wallet-client.js';
import type { FakeWallet } from './fake-wallet.js';

export const testLimits = {
  EUR: { minStake: 10n, maxStake: 100_000n, maxPayout: 1_000_000n, maxLiabilityPerOutcome: 500_000n },
};

/** A feed state with football events (1x2 at 2.00 / 3.40 / 3.80), `live` ones already in play. */
export function feedWith(events: string[], live: string[] = []) {
  const state = new FeedState();
  for (const [i, id] of events.entries()) {
    state.apply({
      type: 'fixture_change',
      timestamp: 1,
      producer: 'pre',
      eventId: id,
      changeType: 'new',
      fixture: {
        sport: 'football',
        competitionId: 'c',
        home: `H${i}`,
        away: `A${i}`,
        startTime: 10,
        status: live.includes(id) ? 'live' : 'not_started',
      },
    });
    setOdds(state, id, [2.0, 3.4, 3.8]);
  }
  return state;
}

export function setOdds(state: FeedState, eventId: string, [home, draw, away]: number[], timestamp = 2) {
  state.apply({
    type: 'odds_change',
    timestamp,
    producer: 'pre',
    eventId,
    markets: [
      {
        type: '1x2',
        specifiers: {},
        status: 'active',
        outcomes: [
          { id: 'home', odds: home!, probability: 0.45 },
          { id: 'draw', odds: draw!, probability: 0.28 },
          { id: 'away', odds: away!, probability: 0.27 },
        ],
      },
    ],
  });
}

export const pick = (eventId: string, outcomeId = 'home', odds = 2.0, version = 1): SelectionRequest => ({
  eventId,
  marketType: '1x2',
  specifiers: {},
  outcomeId,
  odds,
  version,
});

let keys = 0;
export const placement = (overrides: Partial<PlaceTicketRequest> = {}): PlaceTicketRequest => ({
  playerId: 'player-1',
  sessionToken: 'session-1',
  idempotencyKey: `key-${(keys += 1)}`,
  currency: 'EUR',
  stake: 1_000n,
  bet: { kind: 'single' },
  selections: [pick('e1')],
  acceptOddsChange: 'none',
  ...overrides,
});

export function depsFor(
  handle: SportsbookDbHandle,
  wallet: FakeWallet,
  state: FeedState,
  overrides: Partial<SportsbookDeps> = {},
): SportsbookDeps {
  return {
    db: handle.db,
    state,
    wallet: createWalletClient({
      platformUrl: wallet.url,
      secret: wallet.secret,
      providerCode: wallet.providerCode,
      backoffMs: 1,
    }),
    limits: testLimits,
    liveDelayMs: 0,
    sleep: () => Promise.resolve(),
    now: () => new Date('2026-11-27T20:00:00Z'),
    externalGameId: 'sportsbook',
    ...overrides,
  };
}
