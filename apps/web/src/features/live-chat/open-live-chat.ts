import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notifications';

/**
 * The drawer's `#live-chat` entry and the footer's Chat button. The Tawk.to widget is loaded only when
 * a skin configures it (a later issue); until then the visitor is told plainly.
 */
export function openLiveChat(): void {
  notify(i18n.t('notices.liveChatUnavailable'), 'info');
}
