import type { SlotRaceSummary } from '@casino/contract/competitions';
import { formatDateTime, formatMinorMoney } from '@casino/rules/formatting';
import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { useSlotRaces } from '@/features/competitions/api';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import '@/features/competitions/competitions.css';

export function RaceFacts({ race, locale }: { race: SlotRaceSummary; locale: string }) {
  const { t } = useTranslation('pages');
  return (
    <dl>
      <dt>{t('competitions.pool')}</dt>
      <dd>{formatMinorMoney(race.poolMinor, race.currency, locale)}</dd>
      <dt>{t('competitions.scoringLabel')}</dt>
      <dd>{t(`competitions.scoring.${race.scoring}`)}</dd>
      <dt>{t('competitions.minBet')}</dt>
      <dd>{formatMinorMoney(race.minBetMinor, race.currency, locale)}</dd>
      <dt>{t('competitions.starts')}</dt>
      <dd>{formatDateTime(race.startsAt, locale)}</dd>
      <dt>{t('competitions.ends')}</dt>
      <dd>{formatDateTime(race.endsAt, locale)}</dd>
      <dt>{t('competitions.players')}</dt>
      <dd>{race.players}</dd>
    </dl>
  );
}

/** Slot races: live and upcoming first, then those that finished in the last week. */
export default function SlotRacesPage() {
  const { t } = useTranslation('pages');
  const locale = useFormatLocale();
  const query = useSlotRaces();
  const races = query.data?.races ?? [];
  return (
    <Screen
      testId="page-slot-races"
      title={t('promotions.slotRaces')}
      subtitle={t('competitions.racesIntro')}
      empty={
        !query.isPending && races.length === 0
          ? { title: t('promotions.empty'), icon: <Icon name="megaphone" size={32} /> }
          : undefined
      }
    >
      {query.isPending ? <Spinner label={t('app.loading', { ns: 'common' })} /> : null}
      <div className="competition-grid">
        {races.map((race) => (
          <article key={race.id} className="competition-card" data-testid={`race-${race.url}`}>
            <span className="competition-badge">{t(`competitions.raceStatus.${race.status}`)}</span>
            <h3>
              <Link to={paths.slotRace.href({ url: race.url })}>{race.name}</Link>
            </h3>
            <RaceFacts race={race} locale={locale} />
          </article>
        ))}
      </div>
    </Screen>
  );
}
