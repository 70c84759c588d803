import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { useLiveStandings, useSlotRaces } from './api';
import { formatScore } from './format-score';
import './competitions.css';

/** A compact live race inside the game page: the top three of a race this game counts in. */
export function RaceWidget({ gameId }: { gameId: string }) {
  const { t } = useTranslation('pages');
  const locale = useFormatLocale();
  const races = useSlotRaces();
  const race = races.data?.races.find(
    (each) =>
      each.status === 'live' && (each.games === null || each.games.some((game) => game.id === gameId)),
  );
  const live = useLiveStandings(race ? race.url : null);
  if (!race) return null;
  return (
    <aside className="race-widget" data-testid="race-widget" aria-live="polite">
      <Link to={paths.slotRace.href({ url: race.url })}>{race.name}</Link>
      <ol>
        {(live?.standings ?? []).slice(0, 3).map((standing) => (
          <li key={standing.place}>
            {standing.name} · {formatScore(standing.score, race.scoring, race.currency, locale)}
          </li>
        ))}
      </ol>
      {live && live.standings.length === 0 ? <span>{t('competitions.noScores')}</span> : null}
    </aside>
  );
}
