import { randomUUID } from 'node:crypto';
import type { ChatSocketEvent } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedis } from '@casino/contract/redis';

/**
 * A chat event and the player whose conversation it belongs to: only that player's sockets get it
 * (null: a contact-form conversation, for the agents only).
 */
export interface ChatBusEvent {
  playerId: string | null;
  event: ChatSocketEvent;
}

/** Who listens: a player's socket (its player id) or an agent's (null: every conversation). */
export type ChatAudience = { playerId: string } | { agent: true };

export interface ChatBus {
  /** To this instance's sockets now, and through Redis to every other instance's. */
  emit(event: ChatBusEvent): void;
  subscribe(audience: ChatAudience, deliver: (event: ChatSocketEvent) => void): () => void;
  /** Settles once this instance hears the other instances (at once without Redis; at most 1 s). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Listener {
  audience: ChatAudience;
  deliver: (event: ChatSocketEvent) => void;
}

function reaches(audience: ChatAudience, event: ChatBusEvent): boolean {
  if ('agent' in audience) return event.event.type !== 'notice';
  return audience.playerId === event.playerId;
}

/**
 * The live chat's fan-out. Every instance keeps only its own sockets; with REDIS_URL an event made on
 * one instance is published once and delivered by every other to its sockets (the sender's own
 * instance delivers at once and skips its echo). Without Redis the chat works on one instance.
 */
export function createChatBus(options: {
  redisUrl: string | null;
  prefix: string;
  log: FastifyBaseLogger;
}): ChatBus {
  const self = randomUUID();
  const listeners = new Set<Listener>();
  const channel = `${options.prefix}chat:events`;
  const deliverHere = (event: ChatBusEvent) => {
    for (const listener of listeners) if (reaches(listener.audience, event)) listener.deliver(event.event);
  };
  const redis = options.redisUrl
    ? openRedis(options.redisUrl, channel, self, deliverHere, options.log)
    : null;
  return {
    emit(event) {
      deliverHere(event);
      redis?.publisher.publish(channel, JSON.stringify({ from: self, ...event })).catch((error: unknown) => {
        options.log.warn({ err: error }, 'live chat event not published: other instances miss it');
      });
    },
    subscribe(audience, deliver) {
      const listener = { audience, deliver };
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async ready() {
      if (!redis) return;
      await Promise.race([redis.subscribed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    },
    async close() {
      listeners.clear();
      if (redis)
        await Promise.all(
          [redis.publisher, redis.listener].map((each) => each.quit().catch(() => each.disconnect())),
        );
    },
  };
}

function openRedis(
  url: string,
  channel: string,
  self: string,
  deliver: (event: ChatBusEvent) => void,
  log: FastifyBaseLogger,
) {
  const publisher = connectRedis(url, { maxRetriesPerRequest: 1 });
  const listener = connectRedis(url);
  for (const each of [publisher, listener])
    each.on('error', (error: Error) => log.warn({ err: error }, 'live chat bus (Redis) unavailable'));
  const subscribed = listener.subscribe(channel).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, 'live chat bus not subscribed'),
  );
  listener.on('message', (_channel: string, text: string) => {
    let parsed: ChatBusEvent & { from?: string };
    try {
      parsed = JSON.parse(text) as ChatBusEvent & { from?: string };
    } catch {
      return;
    }
    if (parsed.from === self) return;
    deliver({ playerId: parsed.playerId, event: parsed.event });
  });
  return { publisher, listener, subscribed };
}
