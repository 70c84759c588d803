import { lazy, Suspense } from 'react';
import { Icon } from '@casino/ui/icon';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { MenuButton } from '@/components/menu-button';
import { paths } from '@/config/paths';
import { useMediaQuery, wideQuery } from '@/hooks/use-media-query';
import { usePlayer } from '@/features/player/api/get-player';

// The player's level: its chunk (with the level table) loads after the page.
const MenuLevel = lazy(() =>
  import('@/features/loyalty/components/level-indicator').then((module) => ({ default: module.MenuLevel })),
);

export function ProfileMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const isWide = useMediaQuery(wideQuery);
  // A phone header has no room for the Withdraw and Bonus buttons: they lead this menu instead.
  const cashier = [
    { to: paths.withdraw.href(), label: t('header.withdraw'), testId: 'profile-menu-withdraw' },
    { to: paths.profileBonuses.href(), label: t('header.bonus'), testId: 'profile-menu-bonus' },
  ];
  const links = [
    ...(isWide ? [] : cashier),
    { to: paths.myAccount.href(), label: t('profileMenu.myAccount'), testId: 'profile-menu-my-account' },
    { to: paths.profileBonuses.href(), label: t('profileMenu.bonuses'), testId: 'profile-menu-bonuses' },
    { to: paths.rewards.href(), label: t('profileMenu.rewards'), testId: 'profile-menu-rewards' },
    { to: paths.profileHistory.href(), label: t('profileMenu.history'), testId: 'profile-menu-history' },
  ];
  return (
    <MenuButton
      label={player ? `${t('profileMenu.label')}: ${player.username}` : t('profileMenu.label')}
      icon={<Icon name="user" />}
      testId="header-profile"
    >
      {(close) => (
        <>
          {player ? (
            <p className="profile-menu__username" data-testid="profile-menu-username">
              {player.username}
            </p>
          ) : null}
          <Suspense fallback={null}>
            <MenuLevel onNavigate={close} />
          </Suspense>
          <ul className="menu-list">
            {links.map((link) => (
              <li key={link.testId}>
                <Link to={link.to} onClick={close} data-testid={link.testId}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  onLogout();
                }}
                data-testid="profile-menu-logout"
              >
                {t('profileMenu.logout')}
              </button>
            </li>
          </ul>
        </>
      )}
    </MenuButton>
  );
}
