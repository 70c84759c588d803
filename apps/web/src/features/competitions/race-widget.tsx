import { doesRaceCountGame } from '@casino/rules/races';
import { Icon } from '@casino/ui/icon';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { useMediaQuery, wideQuery } from '@/hooks/use-media-query';
import { useLiveStandings, useSlotRaces } from './api';
import { formatScore } from './format-score';
import './competitions.css';

/**
 * The live race of the game being played, as a bar above the game (never over it, so no control of
 * the game is ever covered): only when the game counts for a running race, by the rule the race's
 * scoring reads. On phones a small pill that opens to the top three; open from the start on wider
 * screens.
 */
export function RaceWidget({ game }: { game: { id: string; category: string } }) {
  const { t } = useTranslation('pages');
  const locale = useFormatLocale();
  const isWide = useMediaQuery(wideQuery);
  const [isOpenChosen, setOpenChosen] = useState<boolean | null>(null);
  const bodyId = useId();
  const races = useSlotRaces();
  const race = races.data?.races.find(
    (each) =>
      each.status === 'live' && doesRaceCountGame(each.games?.map((counted) => counted.id) ?? null, game),
  );
  const live = useLiveStandings(race ? race.url : null);
  if (!race) return null;
  const isOpen = isOpenChosen ?? isWide;
  return (
    <aside className="race-widget" data-testid="race-widget" data-open={isOpen}>
      <button
        type="button"
        className="race-widget__pill"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={() => setOpenChosen(!isOpen)}
        data-testid="race-widget-toggle"
      >
        <Icon name="trophy" size={14} />
        <span>{race.name}</span>
      </button>
      {isOpen ? (
        <div className="race-widget__body" id={bodyId} aria-live="polite">
          <ol>
            {(live?.standings ?? []).slice(0, 3).map((standing) => (
              <li key={standing.place}>
                {standing.place}. {standing.name} ·{' '}
                {formatScore(standing.score, race.scoring, race.currency, locale)}
              </li>
            ))}
          </ol>
          {live && live.standings.length === 0 ? <span>{t('competitions.noScores')}</span> : null}
          <Link to={paths.slotRace.href({ url: race.url })}>{t('competitions.seeRace')}</Link>
        </div>
      ) : null}
    </aside>
  );
}
