import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';

export function StartupSplash() {
  const { t } = useTranslation();
  return (
    <div className="startup-splash" data-testid="startup-splash">
      <div className="startup-splash__mark" aria-hidden="true" />
      <Spinner size="lg" label={t('app.loading')} />
    </div>
  );
}
