import './chat-widget.css';
import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n-react';
import {
  markChatRead,
  useChat,
  useEmailTranscript,
  useSendChatMessage,
  type ChatStateData,
} from '../api/chat';
import { closeChatWidget, useIsChatWidgetOpen } from '../chat-widget-store';
import { AttachFile, ChatAttachment } from './chat-attachment';
import { useChatSocket } from '../hooks/use-chat-socket';

const newClientKey = () => `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The messages, as text only (never HTML), with the agent's read tick under the player's last read one. */
function ChatLog({ data }: { data: ChatStateData }) {
  const { t } = useTranslation('chat');
  const endRef = useRef<HTMLLIElement>(null);
  const agentReadId = data.conversation?.agentReadId ?? null;
  const lastReadOwn = data.messages
    .filter((m) => m.from === 'player' && agentReadId !== null && BigInt(m.id) <= BigInt(agentReadId))
    .at(-1);
  useEffect(() => {
    // A block, not an expression: a browser's scrollIntoView may answer a promise, which React would
    // take for the effect's clean-up.
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [data.messages.length]);
  return (
    <ol
      className="chat-widget__log"
      role="log"
      aria-live="polite"
      aria-label={t('log')}
      data-testid="chat-log"
    >
      {data.messages.map((message) => (
        <li
          key={message.id}
          className={`chat-widget__message chat-widget__message--${message.from}`}
          data-testid={`chat-message-${message.from}`}
        >
          <span className="chat-widget__sender">{message.from === 'player' ? t('you') : t('agent')}</span>
          {message.text ? <p className="chat-widget__text">{message.text}</p> : null}
          {message.attachment ? <ChatAttachment message={message} /> : null}
          {message.id === lastReadOwn?.id ? <span className="chat-widget__read">{t('read')}</span> : null}
        </li>
      ))}
      <li ref={endRef} aria-hidden="true" className="chat-widget__end" />
    </ol>
  );
}

function Composer({ onTyping }: { onTyping: () => void }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const send = useSendChatMessage();
  const inputId = useId();
  const hintId = useId();
  const submit = () => {
    const clean = text.trim();
    if (!clean || send.isPending) return;
    send.mutate({ text: clean, clientKey: newClientKey() }, { onSuccess: () => setText('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      className="chat-widget__composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="chat-widget__label">
        {t('label')}
      </label>
      <textarea
        id={inputId}
        className="chat-widget__input"
        value={text}
        maxLength={512}
        rows={2}
        placeholder={t('placeholder')}
        aria-describedby={hintId}
        data-testid="chat-input"
        onChange={(event) => {
          setText(event.target.value);
          onTyping();
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="chat-widget__hint">
        {t('hint')}
      </p>
      {send.isError ? (
        <p role="alert" className="chat-widget__error">
          {t('failed')}
        </p>
      ) : null}
      <Button type="submit" isBusy={send.isPending} data-testid="chat-send">
        {t('send')}
      </Button>
    </form>
  );
}

/** Marks what the player has seen read: the agent's side shows the tick. */
function useMarkRead(data: ChatStateData | undefined) {
  const lastAgentId = data?.messages.filter((m) => m.from === 'agent').at(-1)?.id ?? null;
  const playerReadId = data?.conversation?.playerReadId ?? null;
  useEffect(() => {
    if (lastAgentId && lastAgentId !== playerReadId) void markChatRead(lastAgentId).catch(() => undefined);
  }, [lastAgentId, playerReadId]);
}

function ChatBody({ data }: { data: ChatStateData }) {
  const { t } = useTranslation('chat');
  const { isAgentTyping, sendTyping } = useChatSocket(true);
  const transcript = useEmailTranscript();
  useMarkRead(data);
  if (!data.isOnline && !data.conversation)
    return (
      <div className="chat-widget__offline" data-testid="chat-offline">
        <p>{t('offline', { hours: data.hours ?? '' })}</p>
        <Link to={paths.contactUs.href()} onClick={closeChatWidget} className="chat-widget__contact">
          {t('contactForm')}
        </Link>
      </div>
    );
  return (
    <>
      <p className="chat-widget__intro">{t('intro')}</p>
      <ChatLog data={data} />
      <p className="chat-widget__typing" aria-live="polite" data-testid="chat-typing">
        {isAgentTyping ? t('typing') : ''}
      </p>
      {data.conversation?.status === 'closed' ? <p className="chat-widget__closed">{t('closed')}</p> : null}
      <Composer onTyping={sendTyping} />
      {data.conversation?.status === 'closed' ? null : <AttachFile />}
      {data.messages.length > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          isBusy={transcript.isPending}
          onClick={() => transcript.mutate()}
        >
          {t('transcript')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The built-in live chat (when the skin has no Tawk.to property): a dialog that is a full-height sheet
 * on a phone and a panel in the corner on a desktop. The native dialog keeps focus inside and closes
 * on Escape; new messages are announced by the log's live region.
 */
export function ChatWidget() {
  const isOpen = useIsChatWidgetOpen();
  const { t, ready } = useTranslation('chat');
  const chat = useChat(isOpen);
  if (!ready) return null;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={closeChatWidget}
      title={t('title')}
      closeLabel={t('common:actions.close')}
      className="chat-widget"
      testId="chat-widget"
    >
      {chat.data ? <ChatBody data={chat.data} /> : null}
    </Dialog>
  );
}
