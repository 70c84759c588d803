import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSkinConfig } from '@/features/site/api/get-skin-config';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import { loadTawkWidget, refreshVisitorData } from './tawk-widget';

/**
 * The drawer's Live Chat and the footer's Chat: the Tawk.to widget, loaded on first use and opened,
 * when the skin configures one; otherwise the contact form (info/contact-us) instead of a dead end.
 */
export function useOpenLiveChat(): () => void {
  const { data: skin } = useSkinConfig();
  const navigate = useNavigate();
  return useCallback(() => {
    const liveChat = skin?.liveChat;
    if (!liveChat?.enabled) {
      void navigate(paths.contactUs.href());
      return;
    }
    loadTawkWidget(liveChat).then(
      (tawk) => {
        tawk.showWidget?.();
        tawk.maximize?.();
        refreshVisitorData(tawk);
      },
      () => {
        notify(i18n.t('notices.liveChatUnavailable'), 'info');
        void navigate(paths.contactUs.href());
      },
    );
  }, [skin, navigate]);
}
