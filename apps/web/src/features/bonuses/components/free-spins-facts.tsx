import type { PlayerBonusFreeSpins } from '@casino/contract/bonuses';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { paths } from '@/config/paths';
import { useMediaQuery, wideQuery } from '@/hooks/use-media-query';
import { useBonusFormat } from '../use-bonus-format';

/** The game page of the spins, the phone's or the desktop's as the screen is. */
export function usePlaySpinsHref(spins: Pick<PlayerBonusFreeSpins, 'provider' | 'gameSlug'>) {
  const isWide = useMediaQuery(wideQuery);
  return (isWide ? paths.play : paths.mobilePlay).href({ system: spins.provider, title: spins.gameSlug });
}

/** A free-spins bonus still to play: spins left on which game, until when, where their wins go. */
export function FreeSpinsFacts({ spins }: { spins: PlayerBonusFreeSpins }) {
  const { t } = useTranslation('bonuses');
  const format = useBonusFormat();
  const playHref = usePlaySpinsHref(spins);
  return (
    <div className="bonus-free-spins" data-testid="bonus-free-spins">
      <p className="bonus-item__amount" data-testid="bonus-free-spins-left">
        {t('available.spinsLeft', {
          left: String(spins.roundsLeft),
          granted: String(spins.roundsGranted),
          game: spins.gameTitle,
        })}
      </p>
      <p className="bonus-muted" data-testid="bonus-free-spins-expiry">
        {spins.expiresAt
          ? t('available.spinsUntil', { date: format.date(spins.expiresAt) })
          : t('available.spinsNoExpiry')}
      </p>
      <p className="bonus-muted">{t('available.spinsWins', { multiple: String(spins.wageringMultiple) })}</p>
      <Link
        to={playHref}
        className="ui-button ui-button--primary ui-button--sm"
        data-testid="bonus-free-spins-play"
      >
        {t('available.playNow', { game: spins.gameTitle })}
      </Link>
    </div>
  );
}

/** Said once a free-spins offer is claimed: what the player got, and the way to the game. */
export function FreeSpinsClaimed({ spins }: { spins: PlayerBonusFreeSpins }) {
  const { t } = useTranslation('bonuses');
  const playHref = usePlaySpinsHref(spins);
  return (
    <p className="bonus-claimed" role="status" data-testid="bonus-claim-confirmation">
      {t('offers.freeSpinsClaimed', { spins: String(spins.roundsGranted), game: spins.gameTitle })}{' '}
      <Link to={playHref} data-testid="bonus-claim-play">
        {t('available.playNow', { game: spins.gameTitle })}
      </Link>
    </p>
  );
}
