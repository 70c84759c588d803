import type { LoyaltyData } from '@casino/contract/loyalty';
import { sessionStore } from '@/lib/session';
import { ok, type Route } from './fake-fetch';
import { renderApp } from './render-app';
import { sampleGame } from './sample-game';
import { samplePlayer } from './sample-player';
import { sampleBalance } from './sample-wallet';

/** GET /player/loyalty as the contract shapes it: level 2 halfway to 3; tests override the rest. */
export function sampleLoyalty(overrides: Partial<LoyaltyData> = {}): LoyaltyData {
  return {
    level: 2,
    categoryKey: 'art',
    isVip: false,
    totalCp: '20',
    totalCpTenths: '200',
    cpGained: '4',
    nextLevel: { number: 3, requiredCp: '24' },
    cpUntilNextLevel: '4',
    progress: 0.5,
    lastLevelUp: null,
    ...overrides,
    cashback: {
      currency: 'EUR',
      availableMinor: '123',
      accruingMinor: '45',
      canClaim: true,
      nextClaimAt: null,
      ...overrides.cashback,
    },
  };
}

/** The five free-spin slots of the rules, as the slots list names them. */
export const rewardSlots = [
  sampleGame(1, { slug: 'neon-fruits', title: 'Neon Fruits' }),
  sampleGame(2, { slug: 'sun-temple', title: 'Sun Temple' }),
  sampleGame(3, { slug: 'lucky-clover', title: 'Lucky Clover' }),
  sampleGame(4, { slug: 'frost-giants', title: 'Frost Giants' }),
  sampleGame(5, { slug: 'pearl-diver', title: 'Pearl Diver' }),
  sampleGame(6, { slug: 'gold-rush', title: 'Gold Rush' }),
];

export const rewardSlotsRoute: Record<string, Route> = {
  'GET /games/filter/slots/all/az/100/0': ok({
    games: rewardSlots,
    total: rewardSlots.length,
    limit: 100,
    offset: 0,
  }),
};

let sessionCount = 0;

/** A logged-in player (a fresh session id per call) on `url`, with the API faked at the network edge. */
export function renderAsPlayer(url: string, routes: Record<string, Route> = {}) {
  const id = `loyalty-${++sessionCount}`;
  localStorage.setItem('playerSessionId', id);
  localStorage.setItem('anonSessionId', 'anon-1');
  sessionStore.set({ playerSessionId: id });
  return renderApp(url, {
    'GET /player': ok(samplePlayer),
    'GET /player/messages': ok({ messages: [], unread: 0 }),
    'GET /player/balance': ok(sampleBalance),
    ...rewardSlotsRoute,
    ...routes,
  });
}

/** A visitor (no player session) on `url`. */
export function renderAsVisitor(url: string, routes: Record<string, Route> = {}) {
  sessionStore.set({ playerSessionId: null });
  localStorage.setItem('anonSessionId', 'anon-1');
  return renderApp(url, {
    'GET /anon': ok({ anonSessionId: 'anon-1', expiresAt: '2030-01-01T00:00:00.000Z', country_code2: 'DE' }),
    ...rewardSlotsRoute,
    ...routes,
  });
}
