import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export default function CashierLayout() {
  const { t } = useTranslation('pages');
  return (
    <div className="screen" data-testid="page-cashier">
      <nav className="sub-nav" aria-label={t('cashier.title')}>
        <NavLink to={paths.deposit.href()}>{t('cashier.deposit')}</NavLink>
        <NavLink to={paths.withdraw.href()}>{t('cashier.withdraw')}</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
