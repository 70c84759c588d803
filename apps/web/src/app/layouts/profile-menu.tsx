import { Icon } from '@casino/ui/icon';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '@/components/menu-button';
import { paths } from '@/config/paths';

export function ProfileMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const links = [
    { to: paths.myAccount.href(), label: t('profileMenu.myAccount') },
    { to: paths.profileBonuses.href(), label: t('profileMenu.bonuses') },
    { to: paths.rewards.href(), label: t('profileMenu.rewards') },
    { to: paths.profileHistory.href(), label: t('profileMenu.history') },
  ];
  return (
    <MenuButton label={t('profileMenu.label')} icon={<Icon name="user" />} testId="header-profile">
      {(close) => (
        <ul className="menu-list">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close}>
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
            >
              {t('profileMenu.logout')}
            </button>
          </li>
        </ul>
      )}
    </MenuButton>
  );
}
