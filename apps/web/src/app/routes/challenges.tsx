import type { Challenge } from '@casino/contract/competitions';
import { formatDateTime, formatMinorMoney, formatMultiplier } from '@casino/rules/formatting';
import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { Screen } from '@/components/screen';
import { useChallenges } from '@/features/competitions/api';
import { playHref } from '@/features/games/play-path';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { useMediaQuery, wideQuery } from '@/hooks/use-media-query';
import '@/features/competitions/competitions.css';

function ChallengeCard({ challenge, locale }: { challenge: Challenge; locale: string }) {
  const { t } = useTranslation('pages');
  const money = (minor: string) => formatMinorMoney(minor, challenge.currency, locale);
  const isPhone = !useMediaQuery(wideQuery);
  return (
    <article className="competition-card" data-testid={`challenge-${challenge.id}`}>
      <span className="competition-badge">{t(`competitions.challengeStatus.${challenge.status}`)}</span>
      <h3>
        {challenge.tier === null
          ? t('competitions.customChallenge')
          : t('competitions.tier', { tier: challenge.tier })}{' '}
        · {formatMultiplier(Number(challenge.multiplier), locale)}
      </h3>
      <dl>
        <dt>{t('competitions.prize')}</dt>
        <dd data-testid="challenge-prize">{money(challenge.prizeMinor)}</dd>
        <dt>{t('competitions.minBet')}</dt>
        <dd>{money(challenge.minBetMinor)}</dd>
        <dt>{t('competitions.game')}</dt>
        <dd>
          {challenge.game ? (
            <Link to={playHref(challenge.game, { isFun: false, isPhone })}>{challenge.game.name}</Link>
          ) : (
            t('competitions.anyStudioSlot')
          )}
        </dd>
        <dt>{t('competitions.winners')}</dt>
        <dd>
          {challenge.winnersCount} / {challenge.maxWinners}
        </dd>
      </dl>
      {challenge.winners.length > 0 ? (
        <ol className="competition-winners" data-testid="challenge-winners">
          {challenge.winners.map((winner) => (
            <li key={winner.place}>
              {winner.name} · {formatDateTime(winner.wonAt, locale)}
            </li>
          ))}
        </ol>
      ) : null}
    </article>
  );
}

/** Challenges on multipliers: open ones first, then completed, with prizes in the player's currency. */
export default function ChallengesPage() {
  const { t } = useTranslation('pages');
  const locale = useFormatLocale();
  const query = useChallenges();
  const list = query.data?.challenges ?? [];
  return (
    <Screen
      testId="page-challenges"
      title={t('challenges.title')}
      subtitle={t('competitions.challengesIntro')}
      empty={
        !query.isPending && list.length === 0
          ? { title: t('challenges.empty'), icon: <Icon name="target" size={32} /> }
          : undefined
      }
    >
      {query.isPending ? <Spinner label={t('app.loading', { ns: 'common' })} /> : null}
      <div className="competition-grid">
        {list.map((challenge) => (
          <ChallengeCard key={challenge.id} challenge={challenge} locale={locale} />
        ))}
      </div>
    </Screen>
  );
}
