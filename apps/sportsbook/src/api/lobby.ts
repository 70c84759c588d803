import type { SportEventView, SportsMarket } from '@casino/contract/sportsbook';
import type { FeedMarket, FeedState } from '../feed/feed-state.js';
import { SPORTS, type Sport, type SportEvent } from '../feed/messages.js';
import { marketKey } from '../markets/market.js';

/** The market lists show for each sport. */
export const MAIN_MARKET: Record<Sport, string> = {
  football: '1x2',
  tennis: 'match_winner',
  basketball: 'moneyline',
};
/** Whether lists show this market for its event: the sport's main market, an outright's winner. */
export function isMainMarket(event: SportEvent, market: { type: string; specifiers: object }) {
  if (event.kind === 'outright') return market.type === 'outright';
  return market.type === MAIN_MARKET[event.sport] && Object.keys(market.specifiers).length === 0;
}

const SOON_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const isOpen = (event: SportEvent) => event.status === 'not_started' || event.status === 'live';
const isOffered = (market: FeedMarket) => market.status === 'active' || market.status === 'suspended';

export function marketView(market: FeedMarket): SportsMarket {
  return {
    key: marketKey(market.type, market.specifiers),
    type: market.type,
    specifiers: market.specifiers,
    status: market.status,
    version: market.version,
    outcomes: market.outcomes.map(({ id, odds }) => ({ id, odds })),
  };
}

/** An event as the lobby shows it (no market) and as the push channel sends it. */
export function eventHead(event: SportEvent, competitionName: (id: string) => string) {
  return {
    id: event.id,
    sport: event.sport,
    competitionId: event.competitionId,
    competitionName: competitionName(event.competitionId),
    home: event.home,
    away: event.away,
    startTime: new Date(event.startTime).toISOString(),
    status: event.status,
    score: event.score ?? null,
    clockSeconds: event.clockSeconds ?? null,
    detail: event.detail ?? null,
    kind: event.kind ?? 'match',
  };
}

export function eventView(
  state: FeedState,
  event: SportEvent,
  competitionName: (id: string) => string,
): SportEventView {
  // An outright's one market (the winner) is its main one.
  const main = state.marketsOf(event.id).find((m) => isMainMarket(event, m));
  return {
    ...eventHead(event, competitionName),
    marketCount: state.marketsOf(event.id).filter((m) => m.status === 'active').length,
    mainMarket: main && isOffered(main) ? marketView(main) : null,
  };
}

/** The events open for bets (not started or live): live first, then by start time. */
export function openEvents(state: FeedState): SportEvent[] {
  return [...state.events.values()]
    .filter(isOpen)
    .sort((a, b) => Number(b.status === 'live') - Number(a.status === 'live') || a.startTime - b.startTime);
}

export function sportCounts(state: FeedState) {
  const events = openEvents(state);
  return SPORTS.map((sport) => ({
    sport,
    live: events.filter((e) => e.sport === sport && e.status === 'live').length,
    upcoming: events.filter((e) => e.sport === sport && e.status === 'not_started').length,
  }));
}

export function competitionCounts(state: FeedState, competitionName: (id: string) => string, sport?: Sport) {
  const byId = new Map<string, { id: string; name: string; sport: Sport; live: number; upcoming: number }>();
  for (const event of openEvents(state)) {
    if (sport && event.sport !== sport) continue;
    const entry = byId.get(event.competitionId) ?? {
      id: event.competitionId,
      name: competitionName(event.competitionId),
      sport: event.sport,
      live: 0,
      upcoming: 0,
    };
    if (event.status === 'live') entry.live += 1;
    else entry.upcoming += 1;
    byId.set(event.competitionId, entry);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export interface EventFilter {
  filter: 'all' | 'today' | 'live' | 'soon';
  sport?: Sport | undefined;
  competition?: string | undefined;
  q?: string | undefined;
}

/** The open events a filter keeps: today (UTC day), live, starting within the hour, by sport, by text. */
export function filterEvents(
  state: FeedState,
  filter: EventFilter,
  now: number,
  competitionName: (id: string) => string,
): SportEvent[] {
  const today = Math.floor(now / DAY_MS);
  const text = filter.q?.toLowerCase();
  return openEvents(state).filter((event) => {
    if (filter.sport && event.sport !== filter.sport) return false;
    if (filter.competition && event.competitionId !== filter.competition) return false;
    if (filter.filter === 'live' && event.status !== 'live') return false;
    if (filter.filter === 'today' && Math.floor(event.startTime / DAY_MS) !== today) return false;
    if (filter.filter === 'soon' && (event.status !== 'not_started' || event.startTime - now > SOON_MS))
      return false;
    if (!text) return true;
    return [event.home, event.away, competitionName(event.competitionId)].some((name) =>
      name.toLowerCase().includes(text),
    );
  });
}

/** One event with its offered markets grouped by type (the main market's group first). */
export function eventDetail(state: FeedState, event: SportEvent, competitionName: (id: string) => string) {
  const groups = new Map<string, SportsMarket[]>();
  for (const market of state.marketsOf(event.id)) {
    if (!isOffered(market)) continue;
    groups.set(market.type, [...(groups.get(market.type) ?? []), marketView(market)]);
  }
  const main = MAIN_MARKET[event.sport];
  return {
    event: eventView(state, event, competitionName),
    groups: [...groups.entries()]
      .sort(([a], [b]) => Number(b === main) - Number(a === main))
      .map(([type, markets]) => ({ type, markets })),
  };
}
