import type { SportEventView, SportsMarket } from '@casino/contract/sportsbook';
import { useState } from 'react';
import { useApp } from '../lib/app-context';
import { useI18n, type MessageKey } from '../lib/i18n';
import { liveStore, useLive, type EventHead } from '../lib/live-store';
import {
  eventTitle,
  groupOf,
  isOutright,
  marketGroups,
  marketTitle,
  outcomeLabel,
  type MarketGroup,
} from '../lib/markets';
import { useFollow } from '../lib/push';
import { useData } from '../lib/use-data';
import { clockText, LiveBadge, startText } from './event-row';
import { MatchStats } from './match-stats';
import { OddsButton } from './odds-button';

type EventData = { event: SportEventView; groups: Array<{ type: string; markets: SportsMarket[] }> };

function Scoreboard({ event }: { event: EventHead }) {
  const { t, locale } = useI18n();
  const store = useLive();
  const tracker = store.trackerOf(event.id);
  const cards = event.sport === 'football' ? /cards (\d+)/.exec(event.detail ?? '')?.[1] : undefined;
  return (
    <section className="scoreboard" aria-label={t('event.scoreboard')}>
      <p className="muted">{event.competitionName}</p>
      {isOutright(event) ? null : (
        <div className="scoreboard__teams">
          <span>{event.home}</span>
          <strong className="scoreboard__score" aria-live="polite">
            {event.score ? `${event.score.home} – ${event.score.away}` : 'vs'}
          </strong>
          <span>{event.away}</span>
        </div>
      )}
      <p className="scoreboard__state">
        {event.status === 'live' ? (
          <>
            <LiveBadge /> <span className="clock">{clockText(event, t)}</span>
          </>
        ) : (
          t(`status.${event.status}` as MessageKey, { time: startText(event.startTime, locale) })
        )}
        {cards !== undefined ? <span className="muted"> · {t('stats.cards', { count: cards })}</span> : null}
      </p>
      {tracker.length > 0 ? (
        <ol className="tracker" aria-label={t('event.tracker')}>
          {tracker.map((entry, i) => (
            <li key={i} className={`tracker__entry tracker__entry--${entry.side}`}>
              {entry.at !== null ? `${Math.floor(entry.at / 60)}' ` : ''}
              {t(event.sport === 'football' ? 'tracker.goal' : 'tracker.point', {
                team: entry.side === 'home' ? event.home : event.away,
              })}{' '}
              ({entry.score.home}–{entry.score.away})
            </li>
          ))}
        </ol>
      ) : null}
      {isOutright(event) ? null : <MatchStats detail={event.detail} home={event.home} away={event.away} />}
    </section>
  );
}

function MarketCard({ event, market }: { event: EventHead; market: SportsMarket }) {
  const { t } = useI18n();
  const teams = { home: event.home, away: event.away };
  const title = marketTitle(market, teams, t);
  const isSuspended = market.status !== 'active';
  return (
    <section
      className={`market${isSuspended ? ' market--suspended' : ''}`}
      aria-label={title}
      data-market={market.key}
    >
      <h2 className="market__title">
        {title}
        {isSuspended ? (
          <span className="market__reason">
            {t(market.status === 'suspended' ? 'market.suspendedReason' : 'market.closedReason')}
          </span>
        ) : null}
      </h2>
      <div className={`market__outcomes${market.outcomes.length > 3 ? ' market__outcomes--grid' : ''}`}>
        {market.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.id}
            eventId={event.id}
            eventName={eventTitle(event)}
            isLive={event.status === 'live'}
            market={market}
            marketTitle={title}
            outcomeId={outcome.id}
            label={outcomeLabel(outcome.id, teams, t)}
          />
        ))}
      </div>
    </section>
  );
}

/** One event: its score and tracker, and every market it offers grouped in tabs. */
export function EventPage({ id }: { id: string }) {
  const { api, navigate } = useApp();
  const { t } = useI18n();
  const store = useLive();
  const [tab, setTab] = useState<MarketGroup>('main');
  useFollow([id]);
  const detail = useData(
    `event:${id}`,
    async () => {
      const data = await api<EventData>('GET', `/events/${encodeURIComponent(id)}`);
      const { mainMarket: _main, marketCount: _count, ...head } = data.event;
      liveStore.seed(
        head,
        data.groups.flatMap((g) => g.markets),
      );
      return data;
    },
    20_000,
  );
  const back = (
    <button type="button" className="link" onClick={() => navigate({ name: 'lobby' })}>
      ← {t('nav.lobby')}
    </button>
  );
  if (!detail.data) {
    return (
      <div>
        {back}
        <p role={detail.error ? 'alert' : 'status'}>
          {detail.error ? t('event.notFound') : t('common.loading')}
        </p>
      </div>
    );
  }
  const event = store.event(id) ?? detail.data.event;
  const markets = detail.data.groups.flatMap((g) => g.markets).map((m) => store.market(id, m.key) ?? m);
  const present = marketGroups.filter((group) => markets.some((m) => groupOf(m.type) === group));
  const shown = present.includes(tab) ? tab : (present[0] ?? 'main');
  return (
    <div className="event-page">
      {back}
      <h1 className="event-page__title">{eventTitle(event)}</h1>
      <Scoreboard event={event} />
      <div className="tabs" role="tablist" aria-label={t('event.marketGroups')}>
        {present.map((group) => (
          <button
            key={group}
            type="button"
            role="tab"
            aria-selected={group === shown}
            className="chip"
            onClick={() => setTab(group)}
          >
            {t(`group.${group}` as MessageKey)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="markets">
        {markets
          .filter((m) => groupOf(m.type) === shown)
          .map((market) => (
            <MarketCard key={market.key} event={event} market={market} />
          ))}
      </div>
    </div>
  );
}
