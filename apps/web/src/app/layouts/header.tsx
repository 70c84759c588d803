import { lazy, Suspense } from 'react';
import { Icon, type IconName } from '@casino/ui/icon';
import { Button } from '@casino/ui/button';
import { IconButton } from '@casino/ui/icon-button';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { LanguageSelect } from '@/components/language-select';
import { useMediaQuery, wideQuery } from '@/hooks/use-media-query';
import { paths } from '@/config/paths';
import { HeaderBalance } from '@/features/player/components/header-balance';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';
import { openAuthDialog } from '@/features/session/auth-dialog-store';
import { PlayerNotifications } from '@/features/notifications/components/player-notifications';
import { useSiteLogos } from '@/features/site/api/get-logos';
import { useSkinConfig } from '@/features/site/api/get-skin-config';
import { ProfileMenu } from './profile-menu';

// The player's level: its chunk (with the level table) loads after the page.
const HeaderLevel = lazy(() =>
  import('@/features/loyalty/components/level-indicator').then((module) => ({ default: module.HeaderLevel })),
);

export interface HeaderProps {
  isDrawerOpen: boolean;
  drawerId: string;
  onToggleDrawer: () => void;
  onLogout: () => void;
}

/**
 * A button's label that gives way to its icon on the narrowest phones (below 400 px), where the
 * header cannot hold every label in every language; the label stays as the accessible name.
 */
function CompactLabel({ icon, label }: { icon: IconName; label: string }) {
  return (
    <>
      <span className="site-header__icon">
        <Icon name={icon} />
      </span>
      <span className="site-header__label">{label}</span>
    </>
  );
}

export function Header({ isDrawerOpen, drawerId, onToggleDrawer, onLogout }: HeaderProps) {
  const { t } = useTranslation();
  const isWide = useMediaQuery(wideQuery);
  const isLoggedIn = useIsLoggedIn();

  return (
    <header className="site-header" data-testid="site-header">
      <IconButton
        label={isDrawerOpen ? t('header.closeMenu') : t('header.openMenu')}
        icon={<Icon name="menu" />}
        aria-expanded={isDrawerOpen}
        aria-controls={drawerId}
        data-testid="drawer-toggle"
        onClick={onToggleDrawer}
      />
      <HeaderLogo />
      <div className="site-header__actions">
        {isLoggedIn ? <PlayerActions onLogout={onLogout} /> : <VisitorActions />}
        {/* On phones the selector lives at the top of the drawer, where there is room. */}
        {isWide ? <LanguageSelect className="site-header__language" /> : null}
      </div>
    </header>
  );
}

function HeaderLogo() {
  const { t } = useTranslation();
  const logos = useSiteLogos();
  const { data: skin } = useSkinConfig();
  return (
    <Link
      to={paths.home.href()}
      className={logos.icon ? 'site-header__logo site-header__logo--with-icon' : 'site-header__logo'}
      aria-label={t('header.home')}
      data-testid="header-logo"
    >
      {logos.main ? (
        <picture>
          {logos.icon ? <source media="(max-width: 479.98px)" srcSet={logos.icon.url} /> : null}
          <img src={logos.main.url} alt={logos.main.alt} width={162} height={36} />
        </picture>
      ) : (
        <span className="wordmark">{skin?.skinName ?? t('app.wordmark')}</span>
      )}
    </Link>
  );
}

/** A logged-in player's level, balance, cashier and bonus shortcuts, notices and profile menu. */
function PlayerActions({ onLogout }: Pick<HeaderProps, 'onLogout'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Suspense fallback={null}>
        <HeaderLevel />
      </Suspense>
      <HeaderBalance />
      <Button
        size="sm"
        className="site-header__compact"
        onClick={() => navigate(paths.deposit.href())}
        data-testid="header-deposit"
      >
        <CompactLabel icon="wallet" label={t('header.deposit')} />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="hide-on-phone"
        onClick={() => navigate(paths.withdraw.href())}
        data-testid="header-withdraw"
      >
        {t('header.withdraw')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="hide-on-phone"
        onClick={() => navigate(paths.profileBonuses.href())}
        data-testid="header-bonus"
      >
        {t('header.bonus')}
      </Button>
      <PlayerNotifications />
      <ProfileMenu onLogout={onLogout} />
    </>
  );
}

function VisitorActions() {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="site-header__compact"
        onClick={() => openAuthDialog('login')}
        data-testid="header-login"
      >
        <CompactLabel icon="login" label={t('header.login')} />
      </Button>
      <Button size="sm" onClick={() => openAuthDialog('signup')} data-testid="header-signup">
        {t('header.signup')}
      </Button>
    </>
  );
}
