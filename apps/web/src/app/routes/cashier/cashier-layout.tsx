import '@/styles/cashier.css';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { paths } from '@/config/paths';

export default function CashierLayout() {
  const { t } = useTranslation('pages');
  return (
    <div className="screen" data-testid="page-cashier">
      <nav className="sub-nav" aria-label={t('cashier.title')}>
        <NavLink to={paths.deposit.href()} data-testid="cashier-deposit-tab">
          {t('cashier.deposit')}
        </NavLink>
        <NavLink to={paths.withdraw.href()} data-testid="cashier-withdraw-tab">
          {t('cashier.withdraw')}
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
