import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notifications';
import type { PlayerMessagesData } from '../api/get-player-messages';
import { findArrivals, messageKey, sortNewestFirst } from '../player-messages';

export const messagesNoticeTestId = 'messages-toast';

// Per player session, outside React: the header remounts between layouts and must not announce twice.
const knownKeysBySession = new Map<string, Set<string>>();

/**
 * Spec section 4: new messages raise a persistent top-right notice, kept until the player closes it.
 * The first fetch of a session announces what is unread; later fetches announce what arrived since.
 */
export function useNewMessagesNotice(
  playerSessionId: string | null,
  data: PlayerMessagesData | undefined,
): void {
  const { t } = useTranslation('auth');

  useEffect(() => {
    if (!data || !playerSessionId) return;
    const previous = knownKeysBySession.get(playerSessionId) ?? null;
    knownKeysBySession.set(playerSessionId, new Set(data.messages.map(messageKey)));
    const fresh = previous
      ? findArrivals(previous, data.messages)
      : sortNewestFirst(data.messages).slice(0, data.unread);
    if (fresh.length === 0) return;
    const text =
      fresh.length === 1 && fresh[0]
        ? t('messages.newMessage', { text: fresh[0].message })
        : t('messages.newMessages', { count: fresh.length });
    notify(text, 'info', null, { testId: messagesNoticeTestId, isPlayerScoped: true });
  }, [playerSessionId, data, t]);
}
