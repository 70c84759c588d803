import { useState } from 'react';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { createStore, useStore } from '@/lib/create-store';
import { dismissNotice, noticeStore } from '@/lib/notifications';
import { useSession } from '@/lib/session';
import { usePlayerMessages } from '../api/get-player-messages';
import { useMarkMessagesRead } from '../api/mark-messages-read';
import { messagesNoticeTestId, useNewMessagesNotice } from '../hooks/use-new-messages-notice';
import { toNotificationItems } from '../player-messages';
import { NotificationsMenu } from './notifications-menu';

/** Messages the player cleared from the menu, per player session (the server keeps its inbox). */
const clearedStore = createStore<{ sessionId: string | null; keys: ReadonlySet<string> }>({
  sessionId: null,
  keys: new Set(),
});

function clearKeys(sessionId: string, keys: string[]) {
  clearedStore.set((state) => ({
    sessionId,
    keys: new Set([...(state.sessionId === sessionId ? state.keys : []), ...keys]),
  }));
}

/** The header's notifications menu fed by GET /player/messages; opening it marks them read. */
export function PlayerNotifications() {
  const locale = useFormatLocale();
  const { playerSessionId } = useSession();
  const { data } = usePlayerMessages();
  const markRead = useMarkMessagesRead();
  const cleared = useStore(clearedStore);
  // What was new when the menu opened stays marked as new until it closes, though it is now read.
  const [newWhileOpen, setNewWhileOpen] = useState<ReadonlySet<string> | null>(null);
  useNewMessagesNotice(playerSessionId, data);

  const clearedKeys = cleared.sessionId === playerSessionId ? cleared.keys : new Set<string>();
  const items = toNotificationItems(data?.messages ?? [], data?.unread ?? 0, clearedKeys, locale).map(
    (item) => (newWhileOpen?.has(item.id) ? { ...item, isNew: true } : item),
  );

  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) {
      setNewWhileOpen(null);
      return;
    }
    setNewWhileOpen(new Set(items.filter((item) => item.isNew).map((item) => item.id)));
    // The player is reading the messages now: their notice has done its job and would cover the menu.
    for (const notice of noticeStore.get())
      if (notice.testId === messagesNoticeTestId) dismissNotice(notice.id);
    if ((data?.unread ?? 0) > 0) markRead.mutate();
  };

  return (
    <NotificationsMenu
      items={items}
      onOpenChange={onOpenChange}
      // The server's count: it drops as soon as opening the menu has marked the messages read.
      badge={data?.unread ?? 0}
      onClear={(id) => playerSessionId && clearKeys(playerSessionId, [id])}
      onClearAll={() =>
        playerSessionId &&
        clearKeys(
          playerSessionId,
          items.map((item) => item.id),
        )
      }
    />
  );
}
