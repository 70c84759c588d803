import type { ChatSocketEvent } from '@casino/contract/live-chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openPlayerSocket } from '@/lib/live-socket';
import { useSession } from '@/lib/session';
import { chatKey, withMessage, type ChatStateData } from '../api/chat';

/** How long "typing…" shows after the agent's last keystroke signal. */
const typingShownMs = 4000;
const reconnectMs = 3000;

function applyEvent(data: ChatStateData, event: ChatSocketEvent): ChatStateData {
  if (event.type === 'message') return withMessage(data, event.message);
  if (event.type === 'read' && event.by === 'agent' && data.conversation?.id === event.conversationId)
    return { ...data, conversation: { ...data.conversation, agentReadId: event.lastMessageId } };
  if (event.type === 'closed' && data.conversation?.id === event.conversationId)
    return { ...data, conversation: { ...data.conversation, status: 'closed' } };
  return data;
}

/**
 * While the widget is open: the socket logs in with the player's session and puts what it hears in
 * the cached conversation (messages once, in order; the agent's read tick; closing). Reconnects after
 * a drop; each time it is ready the conversation is read again, so a push it missed is caught up. Answers whether the agent is typing, and a function that tells the agent the player is.
 */
export function useChatSocket(isOpen: boolean): { isAgentTyping: boolean; sendTyping: () => void } {
  const { playerSessionId } = useSession();
  const queryClient = useQueryClient();
  const socketRef = useRef<WebSocket | null>(null);
  const [isAgentTyping, setAgentTyping] = useState(false);

  useEffect(() => {
    if (!isOpen || !playerSessionId) return;
    let isClosed = false;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (event: ChatSocketEvent) => {
      if (event.type === 'ready') {
        // Listening from now on: what was pushed before (an answer sent while the socket was still
        // logging in, or while it was away) is read once more, and merged with what came since.
        void queryClient.invalidateQueries({ queryKey: chatKey(playerSessionId) });
        return;
      }
      if (event.type === 'typing' && event.from === 'agent') {
        setAgentTyping(true);
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => setAgentTyping(false), typingShownMs);
        return;
      }
      if (event.type === 'message' && event.message.from === 'agent') setAgentTyping(false);
      queryClient.setQueryData(chatKey(playerSessionId), (data: ChatStateData | undefined) =>
        data ? applyEvent(data, event) : data,
      );
    };
    const connect = () => {
      const socket = openPlayerSocket(playerSessionId);
      socketRef.current = socket;
      socket.onmessage = (message) => {
        if (typeof message.data === 'string') onEvent(JSON.parse(message.data) as ChatSocketEvent);
      };
      socket.onclose = () => {
        // What came while the socket was away is read again once it is back (its `ready`).
        if (!isClosed) retryTimer = setTimeout(connect, reconnectMs);
      };
    };
    connect();
    return () => {
      isClosed = true;
      clearTimeout(typingTimer);
      clearTimeout(retryTimer);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, [isOpen, playerSessionId, queryClient]);

  const sendTyping = useCallback(() => {
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'typing' }));
  }, []);
  return { isAgentTyping, sendTyping };
}
