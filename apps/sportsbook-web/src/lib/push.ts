import { useEffect } from 'react';
import { pushUrl } from './api';
import { liveStore, type PushMessage } from './live-store';

type Want = { events: Set<string>; lobby: boolean };

/**
 * One push socket for the page: it follows the events the open screens ask for (and the lobby's main
 * markets), writes every message into the live store and reconnects after a drop.
 */
class PushChannel {
  private socket: WebSocket | null = null;
  private wants = new Map<number, Want>();
  private nextId = 1;
  private token: string | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;

  start(token: string) {
    this.token = token;
    this.connect();
  }

  follow(want: Want): () => void {
    const id = this.nextId++;
    this.wants.set(id, want);
    this.send({ subscribe: [...want.events], lobby: want.lobby || undefined });
    return () => {
      this.wants.delete(id);
      const still = this.followed();
      this.send({
        unsubscribe: [...want.events].filter((event) => !still.events.has(event)),
        ...(want.lobby && !still.lobby ? { lobby: false } : {}),
      });
    };
  }

  private followed(): Want {
    const all: Want = { events: new Set(), lobby: false };
    for (const want of this.wants.values()) {
      for (const event of want.events) all.events.add(event);
      all.lobby ||= want.lobby;
    }
    return all;
  }

  private send(message: object) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect() {
    if (!this.token) return;
    const socket = new WebSocket(pushUrl(this.token));
    this.socket = socket;
    socket.onopen = () => {
      const all = this.followed();
      this.send({ subscribe: [...all.events], lobby: all.lobby || undefined });
    };
    socket.onmessage = (frame) => {
      try {
        const message = JSON.parse(String(frame.data)) as PushMessage;
        if (message.type === 'event') liveStore.apply(message);
      } catch {
        // A frame that is not ours is ignored.
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.retry = setTimeout(() => this.connect(), 3000);
    };
  }

  stop() {
    if (this.retry) clearTimeout(this.retry);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }
}

export const pushChannel = new PushChannel();

/** Follows these events (and the lobby) while the calling screen is shown. */
export function useFollow(eventIds: readonly string[], lobby = false) {
  const key = [...eventIds].sort().join(',');
  useEffect(() => {
    const events = new Set(key ? key.split(',') : []);
    if (events.size === 0 && !lobby) return;
    return pushChannel.follow({ events, lobby });
  }, [key, lobby]);
}
