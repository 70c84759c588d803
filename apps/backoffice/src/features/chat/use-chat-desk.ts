import type { ChatSocketEvent } from '@casino/contract/live-chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { staffApi, staffCall } from '../../lib/staff-api';
import {
  applyEvent,
  lastPlayerMessageId,
  type AgentConversation,
  type QueueEntry,
} from './conversation-state';
import { useAgentSocket } from './use-agent-socket';

/** How long "typing…" shows after the player's last keystroke signal. */
const typingShownMs = 4000;
/** The queue is read again this often too, for conversations no event has touched. */
const queueRefreshMs = 30_000;

const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'internal_error';

/**
 * The console's state: the queue, the conversation on screen and what the socket pushes into both.
 * Every `ready` of the socket reads both again, so nothing pushed before it listened is missed.
 */
export function useChatDesk() {
  const [queue, setQueue] = useState<{ entries: QueueEntry[]; loadedAt: number } | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [current, setCurrent] = useState<AgentConversation | null>(null);
  const [isPlayerTyping, setPlayerTyping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectedRef = useRef<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const loadQueue = useCallback(() => {
    staffCall(staffApi.listChatQueue, {}).then(
      (data) => setQueue({ entries: data.conversations, loadedAt: Date.now() }),
      (failure: unknown) => setError(codeOf(failure)),
    );
  }, []);
  const loadConversation = useCallback((id: string) => {
    staffCall(staffApi.getChatConversation, { params: { id } }).then(
      (data) => {
        if (selectedRef.current === id) setCurrent(data);
      },
      (failure: unknown) => setError(codeOf(failure)),
    );
  }, []);

  const onEvent = useCallback(
    (event: ChatSocketEvent) => {
      if (event.type === 'ready') {
        loadQueue();
        if (selectedRef.current) loadConversation(selectedRef.current);
        return;
      }
      if (event.type === 'typing') {
        if (event.from !== 'player' || event.conversationId !== selectedRef.current) return;
        setPlayerTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setPlayerTyping(false), typingShownMs);
        return;
      }
      if (event.type === 'message' && event.message.from === 'player') setPlayerTyping(false);
      setCurrent((data) => (data ? applyEvent(data, event) : data));
      if (event.type === 'message' || event.type === 'closed') loadQueue();
    },
    [loadQueue, loadConversation],
  );
  const send = useAgentSocket(onEvent);

  useEffect(() => {
    loadQueue();
    const timer = setInterval(loadQueue, queueRefreshMs);
    return () => {
      clearInterval(timer);
      clearTimeout(typingTimer.current);
    };
  }, [loadQueue]);

  const select = useCallback(
    (id: string) => {
      selectedRef.current = id;
      setSelectedId(id);
      setCurrent(null);
      setPlayerTyping(false);
      setError(null);
      loadConversation(id);
    },
    [loadConversation],
  );

  // What is on screen is read: the player sees the tick.
  const lastFromPlayer = current ? lastPlayerMessageId(current) : null;
  useEffect(() => {
    if (current && lastFromPlayer)
      send({ type: 'read', conversationId: current.conversation.id, lastMessageId: lastFromPlayer });
  }, [current?.conversation.id, lastFromPlayer, send]); // eslint-disable-line react-hooks/exhaustive-deps

  return { queue, selectedId, current, setCurrent, isPlayerTyping, error, setError, select, loadQueue, send };
}
