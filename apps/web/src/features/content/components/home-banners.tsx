import { useEffect } from 'react';
import type { Banner } from '@casino/contract/content';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePlayer } from '@/features/player/api/get-player';
import { compareDecimals } from '@/lib/money';
import { useSession } from '@/lib/session';
import { holdFirstPaint } from '@/app/first-paint';
import { useBanners } from '../api/content';

/**
 * The home page's hero and promotion banners, managed as content per skin and language with a
 * publish window. Until they arrive (or when none is published) the page's own welcome shows.
 */
export function HomeBanners({
  fallbackTitle,
  fallbackText,
}: {
  fallbackTitle: string;
  fallbackText: string;
}) {
  const { t, i18n, ready } = useTranslation('content');
  const { data, isPending } = useBanners(i18n.language);
  const [hero] = data?.hero ?? [];
  const promotions = data?.promotions ?? [];
  const { playerSessionId } = useSession();
  // A visitor's hero and promotions arrive after the first screen and would push the rows down.
  const isIncomplete = !playerSessionId && (isPending || !ready);
  useEffect(() => (isIncomplete ? holdFirstPaint() : undefined), [isIncomplete]);
  return (
    <>
      {playerSessionId && ready ? (
        <PlayerHero />
      ) : hero && ready ? (
        <HeroBanner banner={hero} />
      ) : (
        <section className="hero" aria-labelledby="home-title">
          <h1 id="home-title">{fallbackTitle}</h1>
          <p>{fallbackText}</p>
        </section>
      )}
      {ready && promotions.length > 0 ? (
        <section className="promo-banners" aria-label={t('banners.label')} data-testid="promo-banners">
          <ul className="promo-banners__list">
            {promotions.map((banner) => (
              <li key={banner.slug}>
                <Link to={banner.link} className="promo-banner" data-testid={`banner-${banner.slug}`}>
                  {banner.coverImage ? (
                    <img
                      className="promo-banner__image"
                      src={banner.coverImage}
                      alt=""
                      width={1200}
                      height={630}
                      loading="lazy"
                    />
                  ) : null}
                  <span className="promo-banner__text">
                    <strong>{banner.title}</strong>
                    <span>{banner.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * The hero a logged-in player sees: the welcome banner invites visitors to sign up, so a player is
 * greeted by name instead and sent to the next useful step (a first deposit, or the offers).
 */
function PlayerHero() {
  const { t } = useTranslation('content');
  const player = usePlayer();
  const name = player ? player.nickname || player.username : '';
  const deposited = !!player && compareDecimals(player.first_deposit, '0') > 0;
  const action = deposited
    ? { to: paths.depositBonuses.href(), label: t('hero.offers') }
    : { to: paths.deposit.href(), label: t('hero.deposit') };
  return (
    <section className="hero hero--player" aria-labelledby="home-title" data-testid="hero-player">
      <h1 id="home-title">{name ? t('hero.welcomeBack', { name }) : t('hero.welcomeBackNoName')}</h1>
      <p>{deposited ? t('hero.returning') : t('hero.firstDeposit')}</p>
      <div className="hero__actions">
        <Link to={action.to} className="ui-button ui-button--primary ui-button--md" data-testid="hero-action">
          {action.label}
        </Link>
        <Link to={paths.rewards.href()} className="ui-button ui-button--secondary ui-button--md">
          {t('hero.rewards')}
        </Link>
      </div>
    </section>
  );
}

function HeroBanner({ banner }: { banner: Banner }) {
  const { t } = useTranslation('content');
  return (
    <section className="hero hero--banner" aria-labelledby="home-title" data-testid={`hero-${banner.slug}`}>
      {banner.coverImage ? (
        <img className="hero__image" src={banner.coverImage} alt="" width={1200} height={630} />
      ) : null}
      <div className="hero__text">
        <h1 id="home-title">{banner.title}</h1>
        <p>{banner.description}</p>
        <Link
          to={banner.link}
          className="ui-button ui-button--primary ui-button--md hero__action"
          data-testid="hero-action"
        >
          {t('banners.go')}
        </Link>
      </div>
    </section>
  );
}
