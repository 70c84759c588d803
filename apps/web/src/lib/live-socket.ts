import { pickApiBase, readAppConfig } from '@/lib/app-config';

/** The live socket's address: the API's origin (its base may name another host), path /live/chat. */
export function chatSocketUrl(apiBase: string, page: Location | URL): string {
  const url = new URL(apiBase, page.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = '/live/chat';
  url.search = '';
  return url.toString();
}

/** Opens the live socket (chat and notices) and logs the player in once it is open. */
export function openPlayerSocket(playerSessionId: string): WebSocket {
  const config = readAppConfig();
  const socket = new WebSocket(chatSocketUrl(pickApiBase(window.location.hostname, config), window.location));
  socket.onopen = () =>
    socket.send(JSON.stringify({ type: 'auth', player: playerSessionId, apiKey: config.apiKey }));
  return socket;
}
