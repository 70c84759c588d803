import type { ChatSocketEvent } from '@casino/contract/live-chat';
import { useCallback, useEffect, useRef } from 'react';
import { staffToken } from '../../lib/staff-api';

const reconnectMs = 3000;

/** Typing and read marks an agent sends, each naming its conversation. */
export type AgentSocketMessage =
  | { type: 'typing'; conversationId: string }
  | { type: 'read'; conversationId: string; lastMessageId: string };

/** The chat socket of the API that serves the back office (same origin, path /live/chat). */
export function agentSocketUrl(page: Location | URL): string {
  const url = new URL('/live/chat', page.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The agents' socket while the console is open: it logs in with the staff token and hands every event
 * to `onEvent`, `ready` included, on which the console reads the queue and the open conversation
 * again: whatever was pushed before the socket listened (or while it was away) is caught up then.
 * Reconnects after a drop.
 */
export function useAgentSocket(onEvent: (event: ChatSocketEvent) => void) {
  const socketRef = useRef<WebSocket | null>(null);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    let isClosed = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const socket = new WebSocket(agentSocketUrl(window.location));
      socketRef.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', staff: staffToken.get() ?? '' }));
      socket.onmessage = (message) => {
        if (typeof message.data === 'string') onEventRef.current(JSON.parse(message.data) as ChatSocketEvent);
      };
      socket.onclose = () => {
        if (!isClosed) retryTimer = setTimeout(connect, reconnectMs);
      };
    };
    connect();
    return () => {
      isClosed = true;
      clearTimeout(retryTimer);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, []);

  return useCallback((message: AgentSocketMessage) => {
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }, []);
}
