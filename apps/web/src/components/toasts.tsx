import { Toast, ToastRegion } from '@casino/ui/toast';
import { useTranslation } from '@/lib/i18n-react';
import { dismissNotice, useNotices } from '@/lib/notifications';

export interface ToastsProps {
  /**
   * 'corner' floats top right over the page. 'inline' takes its own room in the page's flow, so it
   * pushes what follows down instead of covering it: the game page, whose balance sits in that corner.
   */
  placement?: 'corner' | 'inline';
}

export function Toasts({ placement = 'corner' }: ToastsProps) {
  const notices = useNotices();
  const { t } = useTranslation();
  return (
    <ToastRegion
      data-testid="toasts"
      data-placement={placement}
      className={placement === 'inline' ? 'toast-region--inline' : undefined}
      aria-live="polite"
      aria-label={t('notifications.regionLabel')}
      role="region"
    >
      {notices.map((notice) => {
        // The count in the key: a repeated notice starts its time (and progress bar) again.
        const key = `${notice.id}:${notice.count}`;
        const toast = (
          <Toast
            key={key}
            kind={notice.kind}
            message={notice.message}
            count={notice.count}
            durationMs={notice.durationMs}
            dismissLabel={t('actions.close')}
            onDismiss={() => dismissNotice(notice.id)}
          />
        );
        return notice.testId ? (
          <div key={key} data-testid={notice.testId}>
            {toast}
          </div>
        ) : (
          toast
        );
      })}
    </ToastRegion>
  );
}
