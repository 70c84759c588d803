import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { paths } from '@/config/paths';

export default function ProfileLayout() {
  const { t } = useTranslation('pages');
  const tabs = [
    { to: paths.myAccount.href(), label: t('profile.myAccount') },
    { to: paths.profileBonuses.href(), label: t('profile.bonuses') },
    { to: paths.profileCashback.href(), label: t('profile.cashback') },
    { to: paths.profileHistory.href(), label: t('profile.history') },
    { to: paths.profileStatement.href(), label: t('profile.statement') },
  ];
  return (
    <div className="screen" data-testid="page-profile">
      <nav className="sub-nav" aria-label={t('profile.title')}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
