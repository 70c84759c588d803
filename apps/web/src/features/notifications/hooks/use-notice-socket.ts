import type { ChatSocketEvent } from '@casino/contract/live-chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { playerMessagesKey } from '@/features/player/api/get-player-messages';
import { openPlayerSocket } from '@/lib/live-socket';

const reconnectMs = 5000;
/** The close code of a socket whose log in the server refused. */
const refusedCode = 4401;
/** The header remounts between layouts: the socket outlives a remount instead of reconnecting. */
const keptAfterLastUserMs = 5000;

interface NoticeSocket {
  playerSessionId: string;
  listeners: Set<() => void>;
  socket: WebSocket | null;
  retryTimer?: ReturnType<typeof setTimeout>;
  closeTimer?: ReturnType<typeof setTimeout>;
}

// One per tab, outside React, for the logged-in player.
let current: NoticeSocket | null = null;

function shut(entry: NoticeSocket) {
  clearTimeout(entry.retryTimer);
  clearTimeout(entry.closeTimer);
  const socket = entry.socket;
  entry.socket = null;
  socket?.close();
  if (current === entry) current = null;
}

function connect(entry: NoticeSocket) {
  const socket = openPlayerSocket(entry.playerSessionId);
  entry.socket = socket;
  socket.onmessage = (message) => {
    if (typeof message.data !== 'string') return;
    const event = JSON.parse(message.data) as ChatSocketEvent;
    // `ready`: listening from now on, so what came while away is read once more.
    if (event.type === 'notice' || event.type === 'ready') for (const listener of entry.listeners) listener();
  };
  socket.onclose = (event) => {
    if (entry.socket !== socket) return;
    entry.socket = null;
    // 4401: the session was refused (expired, logged out elsewhere): trying again would only spend the
    // address's socket allowance; a new log in opens a new socket.
    if (current === entry && event.code !== refusedCode)
      entry.retryTimer = setTimeout(() => connect(entry), reconnectMs);
  };
}

/** Holds the tab's notice socket for this player; answers its release. */
function holdNoticeSocket(playerSessionId: string, onNotice: () => void): () => void {
  if (current && current.playerSessionId !== playerSessionId) shut(current);
  if (!current) {
    current = { playerSessionId, listeners: new Set(), socket: null };
    connect(current);
  }
  const entry = current;
  clearTimeout(entry.closeTimer);
  entry.listeners.add(onNotice);
  return () => {
    entry.listeners.delete(onNotice);
    if (entry.listeners.size === 0) entry.closeTimer = setTimeout(() => shut(entry), keptAfterLastUserMs);
  };
}

/**
 * While a player is logged in, the live socket tells of each new notice in their bell as it is
 * written: the inbox is read again, so the bell's count and the new-message toast follow at once.
 */
export function useNoticeSocket(playerSessionId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!playerSessionId) return;
    return holdNoticeSocket(playerSessionId, () => {
      void queryClient.invalidateQueries({ queryKey: playerMessagesKey(playerSessionId) });
    });
  }, [playerSessionId, queryClient]);
}
