import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSkinConfig } from '@/features/site/api/get-skin-config';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import { isLoggedIn } from '@/lib/session';
import { openChatWidget } from './chat-widget-store';
import { loadTawkWidget, refreshVisitorData } from './tawk-widget';

/**
 * The drawer's Live Chat and the footer's Chat: the Tawk.to widget, loaded on first use and opened,
 * when the skin configures one; otherwise our own chat for a player, and the contact form
 * (info/contact-us), saying why, for a visitor.
 */
export function useOpenLiveChat(): () => void {
  const { data: skin } = useSkinConfig();
  const navigate = useNavigate();
  return useCallback(() => {
    const liveChat = skin?.liveChat;
    if (!liveChat?.enabled) {
      if (isLoggedIn()) return openChatWidget();
      notify(i18n.t('notices.liveChatLogIn'), 'info');
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
