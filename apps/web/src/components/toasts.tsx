import { Toast, ToastRegion } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import { dismissNotice, useNotices } from '@/lib/notifications';

export function Toasts() {
  const notices = useNotices();
  const { t } = useTranslation();
  return (
    <ToastRegion
      data-testid="toasts"
      aria-live="polite"
      aria-label={t('notifications.regionLabel')}
      role="region"
    >
      {notices.map((notice) => {
        const toast = (
          <Toast
            key={notice.id}
            kind={notice.kind}
            message={notice.message}
            durationMs={notice.durationMs}
            dismissLabel={t('actions.close')}
            onDismiss={() => dismissNotice(notice.id)}
          />
        );
        return notice.testId ? (
          <div key={notice.id} data-testid={notice.testId}>
            {toast}
          </div>
        ) : (
          toast
        );
      })}
    </ToastRegion>
  );
}
