import type { ChatMessage } from '@casino/contract/live-chat';
import { FilePreview } from '@casino/ui/file-preview';
import { useId, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';

/** A message's file, read through the staff route: an image inline, a PDF as a link that saves it. */
export function ChatAttachment({ message }: { message: ChatMessage }) {
  const { t } = useI18n();
  const file = useStaffData(
    () => staffCall(staffApi.getChatAttachment, { params: { messageId: message.id } }),
    [message.id],
  );
  if (!file.data)
    return (
      <span className="chat-log__file">{file.error ? t('chat.fileUnavailable') : t('chat.fileLoading')}</span>
    );
  return (
    <FilePreview
      mimeType={file.data.mimeType}
      base64={file.data.base64}
      label={file.data.mimeType.startsWith('image/') ? t('chat.fileImage') : t('chat.fileOpen')}
      name={`chat-${message.id}`}
      testId="chat-attachment"
    />
  );
}

/** The agent sends the player a file (JPEG, PNG or PDF): answered with its message, or refused. */
export function AttachFile({ onSend }: { onSend: (file: File) => Promise<void> }) {
  const { t } = useI18n();
  const inputId = useId();
  const [isSending, setSending] = useState(false);
  return (
    <div className="chat-attach">
      <label htmlFor={inputId}>{isSending ? t('chat.fileSending') : t('chat.attach')}</label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        disabled={isSending}
        data-testid="chat-attach"
        onChange={(event) => {
          const input = event.target;
          const file = input.files?.[0];
          if (!file) return;
          setSending(true);
          void onSend(file).finally(() => {
            setSending(false);
            input.value = '';
          });
        }}
      />
    </div>
  );
}
