import './chat.css';
import type { StaffCannedAnswer } from '@casino/contract/live-chat';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';
import { CannedAnswerPicker } from './canned-answer-picker';
import { AttachFile } from './chat-attachment';
import { CannedAnswersEditor } from './canned-answers-editor';
import { ChatLog } from './chat-log';
import { ChatQueue } from './chat-queue';
import { answerLanguageOf, withMessage, writerOf, type AgentConversation } from './conversation-state';
import { PlayerCard } from './player-card';
import { CloseForm, ReplyForm } from './reply-form';
import { useChatDesk } from './use-chat-desk';

type Desk = ReturnType<typeof useChatDesk>;

/** What the agent does to one conversation; each action reports a refusal on the desk. */
function useConversationActions(desk: Desk, id: string, onReplied: () => void) {
  const { me } = useSession();
  const act = async (work: () => Promise<unknown>) => {
    desk.setError(null);
    try {
      await work();
    } catch (error) {
      desk.setError((error as { code?: string }).code ?? 'internal_error');
    }
  };
  const reply = (body: string) =>
    act(async () => {
      const message = await staffCall(staffApi.replyChatConversation, {
        params: { id },
        body: { text: body },
      });
      desk.setCurrent((current) => (current ? withMessage(current, message) : current));
      onReplied();
      desk.loadQueue();
    });
  const sendFile = (file: File) =>
    act(async () => {
      const body = new FormData();
      body.append('file', file);
      const message = await staffCall(staffApi.sendChatAttachment, { params: { id }, body });
      desk.setCurrent((current) => (current ? withMessage(current, message) : current));
      desk.loadQueue();
    });
  const assign = () =>
    act(async () => {
      await staffCall(staffApi.assignChatConversation, { params: { id } });
      desk.setCurrent((current) =>
        current
          ? { ...current, conversation: { ...current.conversation, assignedTo: me.username } }
          : current,
      );
      desk.loadQueue();
    });
  const close = (reason: string) =>
    act(async () => {
      await staffCall(staffApi.closeChatConversation, { params: { id }, body: { reason } });
      desk.setCurrent((current) =>
        current
          ? { ...current, conversation: { ...current.conversation, status: 'closed', closeReason: reason } }
          : current,
      );
      desk.loadQueue();
    });
  return { reply, sendFile, assign, close };
}

/** Whether the conversation is closed, assigned, or waiting for an agent. */
function ConversationStatus({ conversation }: { conversation: AgentConversation['conversation'] }) {
  const { t } = useI18n();
  return (
    <p>
      {conversation.status === 'closed'
        ? t('chat.closedWith', { reason: conversation.closeReason ?? '' })
        : conversation.assignedTo
          ? t('chat.assignedTo', { username: conversation.assignedTo })
          : t('chat.unassigned')}
    </p>
  );
}

/** One conversation: the player's card, the messages, and what the agent may do with it. */
function ConversationPane(props: { desk: Desk; data: AgentConversation; canned: StaffCannedAnswer[] }) {
  const { desk, data } = props;
  const { t } = useI18n();
  const { me, may } = useSession();
  const [text, setText] = useState('');
  const id = data.conversation.id;
  const canAnswer = may('chat.answer') && data.conversation.status === 'open';
  const { reply, sendFile, assign, close } = useConversationActions(desk, id, () => setText(''));
  const { conversation } = data;
  return (
    <div className="chat-conversation">
      <section className="chat-thread" aria-labelledby="chat-thread-title">
        <h2 id="chat-thread-title">{t('chat.conversationWith', { username: writerOf(data) })}</h2>
        <ConversationStatus conversation={conversation} />
        <ChatLog data={data} />
        <p className="chat-typing" aria-live="polite" data-testid="chat-typing">
          {desk.isPlayerTyping ? t('chat.playerTyping') : ''}
        </p>
        {canAnswer ? (
          <>
            {conversation.channel === 'email' ? <p className="tag">{t('chat.byEmail')}</p> : null}
            <CannedAnswerPicker
              answers={props.canned}
              language={answerLanguageOf(data)}
              onInsert={(canned) =>
                setText((typed) => (typed.trim() ? `${typed.trimEnd()} ${canned}` : canned))
              }
            />
            <ReplyForm
              text={text}
              onTextChange={setText}
              onSend={reply}
              onTyping={() => desk.send({ type: 'typing', conversationId: id })}
            />
            {conversation.channel === 'chat' ? <AttachFile onSend={sendFile} /> : null}
            <div className="row">
              {conversation.assignedTo !== me.username ? (
                <button type="button" className="secondary" onClick={() => void assign()}>
                  {t('chat.take')}
                </button>
              ) : null}
              <CloseForm onClose={close} />
            </div>
          </>
        ) : null}
      </section>
      <PlayerCard data={data} canOpenPlayer={may('players.read')} />
    </div>
  );
}

/**
 * The agents' console: the queue of open conversations with their waiting times, one conversation
 * beside the player's card, everything pushed live over the chat socket.
 */
export function ChatPage() {
  const { t } = useI18n();
  const { may } = useSession();
  const desk = useChatDesk();
  const canned = useStaffData(async () => (await staffCall(staffApi.listCannedAnswers, {})).answers, []);
  const [isEditingCanned, setEditingCanned] = useState(false);
  const cannedToggle = may('chat.answer') ? (
    <button type="button" className="secondary" onClick={() => setEditingCanned((shown) => !shown)}>
      {t(isEditingCanned ? 'chat.showConversations' : 'chat.showCanned')}
    </button>
  ) : null;
  if (isEditingCanned)
    return (
      <section aria-labelledby="chat-title" className="chat-desk">
        <h1 id="chat-title">{t('chat.title')}</h1>
        {cannedToggle}
        <CannedAnswersEditor answers={canned.data ?? []} onChanged={canned.reload} />
      </section>
    );
  return (
    <section aria-labelledby="chat-title" className="chat-desk">
      <h1 id="chat-title">{t('chat.title')}</h1>
      {cannedToggle}
      {desk.error ? (
        <p role="alert" className="notice">
          {t('app.error', { code: desk.error })}
        </p>
      ) : null}
      <div className="chat-columns">
        <nav aria-label={t('chat.queue')} className="chat-queue-column">
          <h2>{t('chat.queue')}</h2>
          {desk.queue ? (
            <ChatQueue
              entries={desk.queue.entries}
              loadedAt={desk.queue.loadedAt}
              selectedId={desk.selectedId}
              onSelect={desk.select}
            />
          ) : (
            <p>{t('app.loading')}</p>
          )}
        </nav>
        {desk.current ? (
          <ConversationPane desk={desk} data={desk.current} canned={canned.data ?? []} />
        ) : (
          <p className="chat-placeholder">{desk.selectedId ? t('app.loading') : t('chat.pick')}</p>
        )}
      </div>
    </section>
  );
}
