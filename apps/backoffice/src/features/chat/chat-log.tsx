import { useEffect, useRef } from 'react';
import { useI18n } from '../../lib/i18n';
import { ChatAttachment } from './chat-attachment';
import { compareIds, writerOf, type AgentConversation } from './conversation-state';

/**
 * The conversation's messages. What a player wrote is put on screen as text (React escapes it),
 * never as HTML; the player's read mark shows under the agent's last message they have read.
 */
export function ChatLog({ data }: { data: AgentConversation }) {
  const { t } = useI18n();
  const endRef = useRef<HTMLLIElement>(null);
  const playerReadId = data.conversation.playerReadId;
  const lastReadByPlayer = data.messages
    .filter((m) => m.from === 'agent' && playerReadId !== null && compareIds(m.id, playerReadId) <= 0)
    .at(-1);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [data.messages.length]);
  return (
    <ol className="chat-log" role="log" aria-live="polite" aria-label={t('chat.log')} data-testid="chat-log">
      {data.messages.map((message) => (
        <li
          key={message.id}
          className={`chat-log__message chat-log__message--${message.from}`}
          data-testid={`chat-log-${message.from}`}
        >
          <span className="chat-log__meta">
            {`${message.from === 'player' ? writerOf(data) : t('chat.support')} · ${new Date(message.at).toLocaleTimeString()}`}
          </span>
          {message.text ? <p className="chat-log__text">{message.text}</p> : null}
          {message.attachment ? <ChatAttachment message={message} /> : null}
          {message.id === lastReadByPlayer?.id ? (
            <span className="chat-log__read">{t('chat.readByPlayer')}</span>
          ) : null}
        </li>
      ))}
      <li ref={endRef} aria-hidden="true" />
    </ol>
  );
}
