import { Icon } from '@casino/ui/icon';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';

/** Password reset by e-mailed link: the form arrives with the account issue. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <div className="standalone">
      <Screen
        testId="page-reset-password"
        title={t('resetPassword.title')}
        empty={{ title: t('resetPassword.empty'), icon: <Icon name="key" size={32} /> }}
      >
        <p className="screen__actions">
          <Link to={paths.home.href()} className="ui-button ui-button--primary">
            {t('common:actions.goHome')}
          </Link>
        </p>
      </Screen>
    </div>
  );
}
