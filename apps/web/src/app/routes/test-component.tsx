import { Icon } from '@casino/ui/icon';
import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { EmptyState } from '@casino/ui/empty-state';
import { IconButton } from '@casino/ui/icon-button';
import { PageHeading } from '@casino/ui/page-heading';
import { Spinner } from '@casino/ui/spinner';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { notify } from '@/lib/notifications';

/** Keeps search engines off the page while it is shown: a robots meta of noindex. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** A gallery of the shared components, for designers and for checking the theme (noindex). */
export default function TestComponentPage() {
  const { t } = useTranslation(['pages', 'common']);
  useNoIndex();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <div className="standalone standalone--wide" data-testid="page-test-component">
      <PageHeading title={t('testComponent.title')} subtitle={t('testComponent.subtitle')} />
      <div className="gallery">
        <Button>{t('common:header.signup')}</Button>
        <Button variant="secondary">{t('common:header.deposit')}</Button>
        <Button variant="ghost">{t('common:header.login')}</Button>
        <Button isBusy>{t('app.loading', { ns: 'common' })}</Button>
        <IconButton label={t('common:notifications.title')} icon={<Icon name="bell" />} badge={3} />
        <Spinner label={t('common:app.loading')} />
        <Button variant="ghost" onClick={() => notify(t('testComponent.sampleNotice'), 'success')}>
          {t('testComponent.showNotice')}
        </Button>
        <Button variant="ghost" onClick={() => setIsDialogOpen(true)}>
          {t('testComponent.openDialog')}
        </Button>
        <NotificationsMenu items={[]} onClear={() => {}} onClearAll={() => {}} />
      </div>
      <EmptyState
        icon={<Icon name="slots" />}
        title={t('games.empty')}
        description={t('games.emptyDescription')}
      />
      <Dialog
        isOpen={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
        title={t('testComponent.title')}
        closeLabel={t('common:actions.close')}
      >
        <p>{t('testComponent.subtitle')}</p>
      </Dialog>
    </div>
  );
}
