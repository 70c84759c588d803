import { useId, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../lib/i18n';

/** The agent's answer: Enter sends, Shift+Enter starts a new line; typing is signalled to the player. */
export function ReplyForm(props: {
  onSend: (text: string) => Promise<void>;
  onTyping: () => void;
  text: string;
  onTextChange: (text: string) => void;
}) {
  const { t } = useI18n();
  const [isSending, setSending] = useState(false);
  const inputId = useId();
  const submit = () => {
    const clean = props.text.trim();
    if (!clean || isSending) return;
    setSending(true);
    props.onSend(clean).finally(() => setSending(false));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      className="chat-reply"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId}>{t('chat.reply')}</label>
      <textarea
        id={inputId}
        value={props.text}
        maxLength={512}
        rows={3}
        data-testid="chat-reply"
        onChange={(event) => {
          props.onTextChange(event.target.value);
          props.onTyping();
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" disabled={isSending} data-testid="chat-send">
        {t('chat.send')}
      </button>
    </form>
  );
}

/** Closing asks for the reason first; the player's next message opens a new conversation. */
export function CloseForm({ onClose }: { onClose: (reason: string) => Promise<void> }) {
  const { t } = useI18n();
  const [reason, setReason] = useState<string | null>(null);
  if (reason === null)
    return (
      <button type="button" className="secondary" onClick={() => setReason('')}>
        {t('chat.close')}
      </button>
    );
  return (
    <form
      className="row"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) void onClose(reason.trim()).then(() => setReason(null));
      }}
    >
      <label>
        {t('chat.closeReason')}
        <input value={reason} maxLength={200} required onChange={(event) => setReason(event.target.value)} />
      </label>
      <button type="submit" className="danger">
        {t('chat.confirmClose')}
      </button>
      <button type="button" className="secondary" onClick={() => setReason(null)}>
        {t('withdrawals.cancel')}
      </button>
    </form>
  );
}
