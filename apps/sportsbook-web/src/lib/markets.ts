import type { SportsMarket } from '@casino/contract/sportsbook';
import type { MessageKey, Translate } from './i18n';

/** The tabs an event's markets fall into, in the order shown. */
export const marketGroups = ['main', 'outrights', 'goals', 'handicaps', 'halves', 'sets', 'other'] as const;
export type MarketGroup = (typeof marketGroups)[number];

const groupOfType: Record<string, MarketGroup> = {
  '1x2': 'main',
  double_chance: 'main',
  draw_no_bet: 'main',
  match_winner: 'main',
  moneyline: 'main',
  totals: 'goals',
  team_totals: 'goals',
  btts: 'goals',
  correct_score: 'goals',
  next_goal: 'goals',
  asian_handicap: 'handicaps',
  european_handicap: 'handicaps',
  spread: 'handicaps',
  halftime_1x2: 'halves',
  ht_ft: 'halves',
  set_winner: 'sets',
  set_betting: 'sets',
  total_games: 'sets',
  set_total_games: 'sets',
  outright: 'outrights',
};

/** An outright (a competition's winner) rather than a match: its `home` names it, it has no opponent. */
export const isOutright = (event: object) => (event as { kind?: string }).kind === 'outright';

/** How an event is named in lists and on tickets: "Home – Away", or the outright's own name. */
export const eventTitle = (event: { home: string; away: string }) =>
  isOutright(event) ? event.home : `${event.home} – ${event.away}`;
export const groupOf = (type: string): MarketGroup => groupOfType[type] ?? 'other';

const knownTypes = new Set(Object.keys(groupOfType));

interface Teams {
  home: string;
  away: string;
}

/** A market's title: its type's name and what its specifiers say (the line, the team, the set). */
export function marketTitle(market: Pick<SportsMarket, 'type' | 'specifiers'>, teams: Teams, t: Translate) {
  const name = knownTypes.has(market.type) ? t(`market.${market.type}` as MessageKey) : market.type;
  const s = market.specifiers;
  const parts = [name];
  if (s.team === 'home' || s.team === 'away') parts.push(teams[s.team]);
  if (s.setnr !== undefined) parts.push(t('spec.set', { n: s.setnr }));
  if (s.goalnr !== undefined) parts.push(t('spec.goal', { n: s.goalnr }));
  if (s.total !== undefined) parts.push(String(s.total));
  if (s.hcp !== undefined) parts.push(Number(s.hcp) > 0 ? `+${s.hcp}` : String(s.hcp));
  return parts.join(' · ');
}

const sideLabel = (side: string, teams: Teams, t: Translate): string => {
  if (side === 'home' || side === 'away') return teams[side];
  if (side === 'draw') return t('outcome.draw');
  return side;
};

/** An outcome's label: a team, draw, over/under, yes/no, a score, "home/draw" for half-time/full-time. */
export function outcomeLabel(outcomeId: string, teams: Teams, t: Translate): string {
  switch (outcomeId) {
    case 'home':
    case 'away':
    case 'draw':
      return sideLabel(outcomeId, teams, t);
    case 'over':
    case 'under':
    case 'yes':
    case 'no':
    case 'none':
    case 'other':
      return t(`outcome.${outcomeId}`);
    case 'home_draw':
      return '1X';
    case 'home_away':
      return '12';
    case 'draw_away':
      return 'X2';
  }
  if (outcomeId.includes('/'))
    return outcomeId
      .split('/')
      .map((side) => sideLabel(side, teams, t))
      .join(' / ');
  return outcomeId;
}

/** Short labels for list rows (1, X, 2). */
export function shortOutcome(outcomeId: string): string {
  return outcomeId === 'home' ? '1' : outcomeId === 'away' ? '2' : outcomeId === 'draw' ? 'X' : outcomeId;
}
