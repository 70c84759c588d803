import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { dismissNotice, noticeStore, notify } from '@/lib/notifications';
import type { PlayerMessagesData } from '@/features/player/api/get-player-messages';
import { useUpdateMessages } from '../api/update-messages';
import { findUnannounced, messageKey, newestText } from '../player-messages';

export const messagesNoticeTestId = 'messages-toast';

// Per player session, outside React: the header remounts between layouts and must not announce twice
// while the server's answer that the entry is announced is on its way.
const announcedBySession = new Map<string, Set<string>>();

/**
 * Spec section 4: new messages raise a persistent top-right notice, kept until the player closes it.
 * A message is announced once: the server records it, so a reload or a new session stays quiet.
 */
export function useNewMessagesNotice(
  playerSessionId: string | null,
  data: PlayerMessagesData | undefined,
): void {
  const { t } = useTranslation('auth');
  const { mutate: markAnnounced } = useUpdateMessages('announced');

  useEffect(() => {
    if (!data || !playerSessionId) return;
    const announcedHere = announcedBySession.get(playerSessionId) ?? new Set<string>();
    announcedBySession.set(playerSessionId, announcedHere);
    const fresh = findUnannounced(data.messages, announcedHere);
    if (fresh.length === 0) return;
    for (const message of fresh) announcedHere.add(messageKey(message));
    const text =
      fresh.length === 1 && fresh[0]
        ? t('messages.newMessage', { text: newestText(fresh[0]) })
        : t('messages.newMessages', { count: fresh.length });
    // One notice about messages at a time: the newer one says it all.
    for (const notice of noticeStore.get())
      if (notice.testId === messagesNoticeTestId) dismissNotice(notice.id);
    notify(text, 'info', null, { testId: messagesNoticeTestId, isPlayerScoped: true });
    for (const message of fresh) markAnnounced({ index: message.index });
  }, [playerSessionId, data, t, markAnnounced]);
}
