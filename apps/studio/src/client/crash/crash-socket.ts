import type { ClientMessage, ServerMessage } from '../../crash/crash-messages';
import { studioApi, studioUrl } from '../api';

/**
 * The page's socket to /crash/ws: reconnects with a growing pause, authenticates with the page's
 * studio token (spectators send none), and hands every server message to the page.
 */
export function connectCrash(
  token: string,
  handlers: { onMessage(message: ServerMessage): void; onConnection(isOpen: boolean): void },
) {
  const url = new URL(studioUrl(studioApi.crashSocket), location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  let socket: WebSocket;
  let retryMs = 500;

  function open() {
    socket = new WebSocket(url);
    socket.addEventListener('open', () => {
      retryMs = 500;
      if (token) socket.send(JSON.stringify({ type: 'auth', token } satisfies ClientMessage));
      handlers.onConnection(true);
    });
    socket.addEventListener('message', (event) =>
      handlers.onMessage(JSON.parse(String(event.data)) as ServerMessage),
    );
    socket.addEventListener('close', () => {
      handlers.onConnection(false);
      setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    });
  }
  open();

  return {
    /** false when the socket is not open (the page says so; nothing is queued). */
    send(message: ClientMessage) {
      if (socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
  };
}
