import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import type { QueueEntry } from './conversation-state';

/** How long a player has waited, as the queue shows it (it counts on between reloads). */
function useWaitingText() {
  const { t } = useI18n();
  return (seconds: number | null) => {
    if (seconds === null) return t('chat.answered');
    if (seconds < 60) return t('chat.waitingSeconds', { seconds });
    return t('chat.waitingMinutes', { minutes: Math.floor(seconds / 60) });
  };
}

/** The open conversations, the longest waiting first, as the server orders them. */
export function ChatQueue(props: {
  entries: QueueEntry[];
  loadedAt: number;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useI18n();
  const waitingText = useWaitingText();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, Math.floor((now - props.loadedAt) / 1000));
  if (props.entries.length === 0) return <p>{t('chat.queueEmpty')}</p>;
  return (
    <ul className="chat-queue" data-testid="chat-queue">
      {props.entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            className={entry.id === props.selectedId ? 'chat-queue__item is-selected' : 'chat-queue__item'}
            aria-current={entry.id === props.selectedId ? 'true' : undefined}
            data-testid="chat-queue-item"
            onClick={() => props.onSelect(entry.id)}
          >
            <strong>{entry.username}</strong>
            <span className={entry.waitingSeconds === null ? 'tag' : 'tag tag--waiting'}>
              {waitingText(entry.waitingSeconds === null ? null : entry.waitingSeconds + elapsed)}
            </span>
            <span className="chat-queue__assignee">
              {entry.assignedTo ? t('chat.assignedTo', { username: entry.assignedTo }) : t('chat.unassigned')}
            </span>
            <span className="chat-queue__last">{entry.lastMessage ?? ''}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
