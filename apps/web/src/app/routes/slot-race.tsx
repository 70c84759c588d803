import type { RaceStanding } from '@casino/contract/competitions';
import { formatMinorMoney } from '@casino/rules/formatting';
import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';
import { useParams } from 'react-router';
import { Screen } from '@/components/screen';
import { useLiveStandings, useSlotRace } from '@/features/competitions/api';
import { formatScore } from '@/features/competitions/format-score';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { RaceFacts } from './slot-races';
import '@/features/competitions/competitions.css';

/** slot-races/{url}: the race, its prize table and its standings, pushed live while it runs. */
export default function SlotRacePage() {
  const { t } = useTranslation('pages');
  const locale = useFormatLocale();
  const { url = '' } = useParams();
  const query = useSlotRace(url);
  const race = query.data;
  const live = useLiveStandings(race && race.status === 'live' ? url : null);
  // The player's own flags come from the call; the push brings everyone's scores.
  const standings: RaceStanding[] = race ? (live && !race.frozen ? live.standings : race.standings) : [];
  const me = race?.me ?? null;
  const meOff = me && !standings.some((row) => row.place === me.place) ? me : null;
  const row = (standing: RaceStanding, isMe: boolean) => (
    <tr key={standing.place} className={isMe ? 'is-me' : undefined}>
      <td className="num">{standing.place}</td>
      <td>{isMe ? `${standing.name} (${t('competitions.you')})` : standing.name}</td>
      <td className="num">{race ? formatScore(standing.score, race.scoring, race.currency, locale) : ''}</td>
      <td className="num">
        {race && standing.prizeMinor !== '0'
          ? formatMinorMoney(standing.prizeMinor, race.currency, locale)
          : '–'}
      </td>
    </tr>
  );
  return (
    <Screen
      testId="page-slot-races-detail"
      title={race?.name ?? t('promotions.slotRaces')}
      empty={
        query.isError
          ? { title: t('promotions.detailEmpty'), icon: <Icon name="megaphone" size={32} /> }
          : undefined
      }
    >
      {query.isPending ? <Spinner label={t('app.loading', { ns: 'common' })} /> : null}
      {race ? (
        <>
          <div className="competition-card">
            <span className="competition-badge">{t(`competitions.raceStatus.${race.status}`)}</span>
            <RaceFacts race={race} locale={locale} />
            <p>
              {race.games && race.games.length > 0
                ? `${t('competitions.eligibleGames')}: ${race.games.map((game) => game.name).join(', ')}`
                : t('competitions.allSlots')}
            </p>
            <p>{t('competitions.tiesRule')}</p>
          </div>
          <h2>{race.frozen ? t('competitions.results') : t('competitions.standings')}</h2>
          {standings.length === 0 ? <p>{t('competitions.noScores')}</p> : null}
          {standings.length > 0 ? (
            <div className="competition-table-wrap">
              <table className="competition-table" data-testid="race-standings">
                <thead>
                  <tr>
                    <th className="num">{t('competitions.rank')}</th>
                    <th>{t('competitions.player')}</th>
                    <th className="num">{t('competitions.score')}</th>
                    <th className="num">{t('competitions.prize')}</th>
                  </tr>
                </thead>
                <tbody>
                  {standings.map((standing) => row(standing, me?.place === standing.place))}
                  {meOff ? row(meOff, true) : null}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      ) : null}
    </Screen>
  );
}
