import type { SportEventView } from '@casino/contract/sportsbook';
import { useApp } from '../lib/app-context';
import { useI18n } from '../lib/i18n';
import { useLive, type EventHead } from '../lib/live-store';
import { eventTitle, isOutright, marketTitle, outcomeLabel, shortOutcome } from '../lib/markets';
import { OddsButton } from './odds-button';

const TENNIS_POINTS = ['0', '15', '30', '40'];

/** Points won in the game as a scoreboard says them: 15-30, 40-40, A-40; a tie-break (6-6) counts 1, 2, 3. */
export function tennisPoints(won: string, games: string | undefined): string {
  if (games === '6-6') return won;
  const [a = 0, b = 0] = won.split('-').map(Number);
  if (a > 3 || b > 3) {
    if (a === b) return '40-40';
    if (Math.abs(a - b) === 1) return a > b ? 'A-40' : '40-A';
    return won;
  }
  return `${TENNIS_POINTS[a] ?? a}-${TENNIS_POINTS[b] ?? b}`;
}

/** The live state of an event in a few characters: the minute, or the tennis games and points. */
export function clockText(event: EventHead, t: ReturnType<typeof useI18n>['t']): string {
  if (event.status !== 'live') return '';
  if (event.sport === 'tennis' && event.detail) {
    const games = /games (\d+-\d+)/.exec(event.detail)?.[1];
    const points = /points (\d+-\d+)/.exec(event.detail)?.[1];
    return [
      games && t('clock.games', { games }),
      points && t('clock.points', { points: tennisPoints(points, games) }),
    ]
      .filter(Boolean)
      .join(' · ');
  }
  return event.clockSeconds === null ? '' : `${Math.floor(event.clockSeconds / 60)}'`;
}

export function startText(startTime: string, locale: string): string {
  const start = new Date(startTime);
  const isToday = start.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(
    locale,
    isToday ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' },
  ).format(start);
}

export function LiveBadge() {
  const { t } = useI18n();
  return <span className="badge badge--live">{t('event.live')}</span>;
}

/** One event in a list: teams, score or start, the live badge, the main market's prices. */
export function EventRow({ view }: { view: SportEventView }) {
  const { navigate } = useApp();
  const { t, locale } = useI18n();
  const store = useLive();
  const event = store.event(view.id) ?? view;
  const main = view.mainMarket ? (store.market(view.id, view.mainMarket.key) ?? view.mainMarket) : null;
  const teams = { home: event.home, away: event.away };
  const name = eventTitle(event);
  const outright = isOutright(event);
  const isLive = event.status === 'live';
  return (
    <li className="event-row" data-event={event.id}>
      <button
        type="button"
        className="event-row__open"
        onClick={() => navigate({ name: 'event', id: event.id })}
      >
        <span className="event-row__meta">
          {isLive ? <LiveBadge /> : <span className="muted">{startText(event.startTime, locale)}</span>}
          {isLive ? <span className="clock">{clockText(event, t)}</span> : null}
          <span className="muted event-row__competition">{event.competitionName}</span>
        </span>
        {outright ? (
          <span className="event-row__teams">
            <span>{event.home}</span>
          </span>
        ) : (
          <span className="event-row__teams">
            <span>{event.home}</span>
            {event.score ? <strong className="score">{event.score.home}</strong> : null}
            <span>{event.away}</span>
            {event.score ? <strong className="score">{event.score.away}</strong> : null}
          </span>
        )}
        <span className="muted event-row__more">{t('event.markets', { count: view.marketCount })}</span>
      </button>
      <div className="event-row__odds">
        {main && main.status !== 'deactivated' ? (
          // An outright lists its three favourites here; its page has every team.
          (outright ? [...main.outcomes].sort((a, b) => a.odds - b.odds).slice(0, 3) : main.outcomes).map(
            (outcome) => (
              <OddsButton
                key={outcome.id}
                eventId={event.id}
                eventName={name}
                isLive={isLive}
                market={main}
                marketTitle={marketTitle(main, teams, t)}
                outcomeId={outcome.id}
                label={outcomeLabel(outcome.id, teams, t)}
                shortLabel={outright ? undefined : shortOutcome(outcome.id)}
              />
            ),
          )
        ) : (
          <span className="muted">{t('market.none')}</span>
        )}
      </div>
    </li>
  );
}
