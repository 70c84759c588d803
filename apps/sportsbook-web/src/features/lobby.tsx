import type { SportEventView } from '@casino/contract/sportsbook';
import { useEffect, useState } from 'react';
import { useApp } from '../lib/app-context';
import { useI18n, type MessageKey } from '../lib/i18n';
import { liveStore } from '../lib/live-store';
import { isOutright } from '../lib/markets';
import { useFollow } from '../lib/push';
import { useData } from '../lib/use-data';
import { EventRow } from './event-row';

type Sport = 'football' | 'tennis' | 'basketball';
type Counts = { live: number; upcoming: number };
type Competition = Counts & { id: string; name: string; sport: Sport };
type Events = { events: SportEventView[]; total: number };

const REFRESH_MS = 30_000;

function seed(events: readonly SportEventView[]) {
  for (const { mainMarket, marketCount: _count, ...head } of events)
    liveStore.seed(head, mainMarket ? [mainMarket] : []);
}

function EventList({
  title,
  events,
  empty,
}: {
  title: string;
  events: SportEventView[] | undefined;
  empty?: string;
}) {
  const { t } = useI18n();
  if (!events) return null;
  if (events.length === 0 && !empty) return null;
  return (
    <section className="section" aria-label={title}>
      <h2 className="section__title">{title}</h2>
      {events.length === 0 ? <p className="muted">{empty ?? t('lobby.none')}</p> : null}
      <ul className="event-list">
        {events.map((event) => (
          <EventRow key={event.id} view={event} />
        ))}
      </ul>
    </section>
  );
}

/** The sports with their live and upcoming counts; choosing one narrows the lobby to it. */
function SportChips({ sport, onSport }: { sport: Sport | null; onSport: (sport: Sport | null) => void }) {
  const { api } = useApp();
  const { t } = useI18n();
  const sports = useData(
    'sports',
    () => api<{ sports: Array<Counts & { sport: Sport }> }>('GET', '/sports'),
    REFRESH_MS,
  );
  return (
    <nav className="chips" aria-label={t('lobby.sports')}>
      <button type="button" className="chip" aria-pressed={sport === null} onClick={() => onSport(null)}>
        {t('lobby.allSports')}
      </button>
      {sports.data?.sports.map((entry) => (
        <button
          key={entry.sport}
          type="button"
          className="chip"
          aria-pressed={sport === entry.sport}
          onClick={() => onSport(entry.sport)}
        >
          {t(`sport.${entry.sport}` as MessageKey)}{' '}
          <span className="chip__count">
            {t('lobby.counts', { live: entry.live, upcoming: entry.upcoming })}
          </span>
        </button>
      ))}
    </nav>
  );
}

/** The competitions with open events, the player's favourites first; a star keeps one as a favourite. */
function Competitions(props: {
  sport: Sport | null;
  chosen: string | null;
  onChoose: (id: string | null) => void;
}) {
  const { api, prefs, setPrefs } = useApp();
  const { t } = useI18n();
  const sportParam = props.sport ? `sport=${props.sport}` : '';
  const competitions = useData(`competitions?${sportParam}`, () =>
    api<{ competitions: Competition[] }>('GET', `/competitions?${sportParam}`),
  );
  const favourites = new Set(prefs.favourites);
  const toggleFavourite = (id: string) =>
    setPrefs({
      favourites: favourites.has(id) ? prefs.favourites.filter((f) => f !== id) : [...prefs.favourites, id],
    });
  const list = [...(competitions.data?.competitions ?? [])].sort(
    (a, b) => Number(favourites.has(b.id)) - Number(favourites.has(a.id)),
  );
  return (
    <section className="section" aria-label={t('lobby.competitions')}>
      <h2 className="section__title">{t('lobby.competitions')}</h2>
      <ul className="competitions">
        {list.map((entry) => (
          <li key={entry.id} className="competition">
            <button
              type="button"
              className="competition__star"
              aria-pressed={favourites.has(entry.id)}
              aria-label={t(favourites.has(entry.id) ? 'lobby.unfavourite' : 'lobby.favourite', {
                name: entry.name,
              })}
              onClick={() => toggleFavourite(entry.id)}
            >
              {favourites.has(entry.id) ? '★' : '☆'}
            </button>
            <button
              type="button"
              className="competition__name"
              aria-pressed={props.chosen === entry.id}
              onClick={() => props.onChoose(props.chosen === entry.id ? null : entry.id)}
            >
              {entry.name}{' '}
              <span className="muted">
                {t('lobby.counts', { live: entry.live, upcoming: entry.upcoming })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Sports and their counts, competitions (favourites first), search, live now, starting soon, outrights. */
export function Lobby() {
  const { api } = useApp();
  const { t } = useI18n();
  const [sport, setSport] = useState<Sport | null>(null);
  const [competition, setCompetition] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  useFollow([], true);

  const isFiltered = competition !== null || query !== '';
  const listQuery = `${sport ? `&sport=${sport}` : ''}${
    competition ? `&competition=${encodeURIComponent(competition)}` : ''
  }${query ? `&q=${encodeURIComponent(query)}` : ''}`;
  const load = (filter: string) => async () => {
    const answer = await api<Events>('GET', `/events?filter=${filter}&limit=30${listQuery}`);
    seed(answer.events);
    return answer;
  };
  const live = useData(`live${listQuery}`, load('live'), REFRESH_MS);
  const soon = useData(`soon${listQuery}`, load('soon'), REFRESH_MS);
  // Every open event: the search's results, and the competitions' outrights.
  const all = useData(`all${listQuery}`, load('all'), REFRESH_MS);
  const matches = (events: SportEventView[] | undefined) => events?.filter((e) => !isOutright(e));

  return (
    <div className="lobby">
      <SportChips
        sport={sport}
        onSport={(next) => {
          setSport(next);
          setCompetition(null);
        }}
      />
      <label className="search">
        <span className="visually-hidden">{t('lobby.search')}</span>
        <input
          type="search"
          value={typed}
          placeholder={t('lobby.search')}
          onChange={(e) => setTyped(e.target.value)}
        />
      </label>
      <Competitions sport={sport} chosen={competition} onChoose={setCompetition} />
      {isFiltered ? (
        <EventList
          title={t('lobby.results')}
          events={matches(all.data?.events)}
          empty={t('lobby.noResults')}
        />
      ) : null}
      <EventList
        title={t('lobby.liveNow')}
        events={matches(live.data?.events)}
        empty={isFiltered ? undefined : t('lobby.noLive')}
      />
      <EventList title={t('lobby.startingSoon')} events={matches(soon.data?.events)} />
      <EventList title={t('lobby.outrights')} events={all.data?.events.filter(isOutright)} />
      {live.error && !live.data ? (
        <p role="alert">{t(`error.${live.error === 'game_session_invalid' ? 'session' : 'load'}`)}</p>
      ) : null}
    </div>
  );
}
