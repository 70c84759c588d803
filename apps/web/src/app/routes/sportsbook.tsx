import { Icon } from '@casino/ui/icon';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';

/** Outside the main layout; the sportsbook provider arrives with a later issue. */
export default function SportsbookPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <div className="standalone">
      <Screen
        testId="page-sportsbook"
        title={t('sportsbook.title')}
        empty={{ title: t('sportsbook.empty'), icon: <Icon name="ball" size={32} /> }}
      >
        <p className="screen__actions">
          <Link to={paths.home.href()} className="ui-button ui-button--ghost">
            {t('common:actions.goHome')}
          </Link>
        </p>
      </Screen>
    </div>
  );
}
