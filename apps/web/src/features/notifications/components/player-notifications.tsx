import { useState } from 'react';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { dismissNotice, noticeStore } from '@/lib/notifications';
import { useSession } from '@/lib/session';
import { usePlayerMessages } from '@/features/player/api/get-player-messages';
import { useUpdateMessages } from '../api/update-messages';
import { messagesNoticeTestId, useNewMessagesNotice } from '../hooks/use-new-messages-notice';
import { useNoticeSocket } from '../hooks/use-notice-socket';
import { toNotificationItems } from '../player-messages';
import { NotificationsMenu } from './notifications-menu';

/**
 * The header's notifications menu fed by GET /player/messages. Opening it marks the messages read;
 * Clear and Clear all are stored on the server, so they hold in a new session too.
 */
export function PlayerNotifications() {
  const locale = useFormatLocale();
  const { playerSessionId } = useSession();
  const { data } = usePlayerMessages();
  const markRead = useUpdateMessages('read');
  const clear = useUpdateMessages('clear');
  // What was new when the menu opened stays marked as new until it closes, though it is now read.
  const [newWhileOpen, setNewWhileOpen] = useState<ReadonlySet<string> | null>(null);
  useNewMessagesNotice(playerSessionId, data);
  useNoticeSocket(playerSessionId);

  const items = toNotificationItems(data?.messages ?? [], locale).map((item) =>
    newWhileOpen?.has(item.id) ? { ...item, isNew: true } : item,
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
    // Only what the player sees: a message arriving meanwhile stays unread.
    for (const item of items) if (item.isNew) markRead.mutate({ index: item.index });
  };

  return (
    <NotificationsMenu
      items={items}
      onOpenChange={onOpenChange}
      // The server's count: it drops as soon as opening the menu has marked the messages read.
      badge={data?.unread ?? 0}
      onClear={(item) => clear.mutate({ index: item.index })}
      onClearAll={() => clear.mutate({ all: true })}
    />
  );
}
