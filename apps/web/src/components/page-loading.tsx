import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';

/** Shown while a screen's chunk downloads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
