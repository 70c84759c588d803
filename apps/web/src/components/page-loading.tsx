import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's chunk downloads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
