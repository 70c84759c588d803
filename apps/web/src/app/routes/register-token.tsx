import { Icon } from '@casino/ui/icon';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';

/** Registration confirmation by e-mailed token: the confirmation call arrives with the registration issue. */
export default function RegisterTokenPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <div className="standalone">
      <Screen
        testId="page-register-token"
        title={t('registerToken.title')}
        empty={{ title: t('registerToken.empty'), icon: <Icon name="mail" size={32} /> }}
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
