import type { ChatMessage } from '@casino/contract/live-chat';
import { FilePreview } from '@casino/ui/file-preview';
import { useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useChatAttachment, useChatFileLimit, useSendChatAttachment } from '../api/chat';

/** A message's file: an image inline, a PDF as a link; read from the server once it shows. */
export function ChatAttachment({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const file = useChatAttachment(message.id);
  if (!message.attachment) return null;
  if (!file.data)
    return (
      <span className="chat-widget__file-loading">
        {file.isError ? t('fileUnavailable') : t('fileLoading')}
      </span>
    );
  return (
    <FilePreview
      mimeType={file.data.mimeType}
      base64={file.data.base64}
      label={file.data.mimeType.startsWith('image/') ? t('fileImage') : t('fileOpen')}
      name={`chat-${message.id}`}
      testId="chat-attachment"
    />
  );
}

/** Attach a file: a real file input behind a label the keyboard and a screen reader reach. */
export function AttachFile() {
  const { t } = useTranslation('chat');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const send = useSendChatAttachment();
  const maxBytes = useChatFileLimit();
  return (
    <div className="chat-widget__attach">
      <label htmlFor={inputId} className="chat-widget__attach-label">
        {send.isPending ? t('fileSending') : t('attach')}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        className="chat-widget__attach-input"
        disabled={send.isPending}
        data-testid="chat-attach"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) send.mutate(file, { onSettled: () => inputRef.current && (inputRef.current.value = '') });
        }}
      />
      <span className="chat-widget__hint">
        {maxBytes ? t('attachHint', { size: Math.floor(maxBytes / 1_048_576) || 1 }) : t('attachTypes')}
      </span>
    </div>
  );
}
