import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedis } from '@casino/contract/redis';

/**
 * How the live games' events (crash rounds, table rounds) reach the sockets of every studio instance.
 * Only the leader drives the rounds (lib/leadership.ts); its loops emit into a feed, which hands each
 * event to this instance's sockets at once and publishes it on the bus, so the sockets of every other
 * instance see the same rounds in the same order. Without a bus (one process, PGlite, no REDIS_URL)
 * the feed is only the local hand-over.
 */

/** Carries text between the studio instances: Redis pub/sub (createRedisBus) in production. */
export interface LiveBus {
  publish(topic: string, text: string): void;
  /** `deliver` gets every text published on `topic` by any instance, this one included. */
  subscribe(topic: string, deliver: (text: string) => void): () => void;
  close(): Promise<void>;
}

export interface LiveFeed<E> {
  /** An event of this instance's loop: to its own sockets now, to the other instances' through the bus. */
  emit(event: E): void;
  subscribe(listener: (event: E) => void): () => void;
  close(): void;
}

interface Envelope<E> {
  /** The instance that emitted it, and its running number there (drops doubles, keeps the order). */
  from: string;
  seq: number;
  event: E;
}

/**
 * One topic's feed. `acceptsRemote` says whether events published by other instances are wanted now:
 * a leader takes only its own, so an old leader that has not yet noticed its lost lock cannot mix
 * rounds into the new one's.
 */
export function createLiveFeed<E>(options: {
  bus: LiveBus | null;
  topic: string;
  acceptsRemote?: () => boolean;
  log: FastifyBaseLogger;
}): LiveFeed<E> {
  const { bus, topic, log } = options;
  const self = randomUUID();
  const listeners = new Set<(event: E) => void>();
  const lastSeqOf = new Map<string, number>();
  let seq = 0;

  const deliver = (event: E) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error, topic }, 'live feed listener failed');
      }
    }
  };

  const unsubscribe = bus?.subscribe(topic, (text) => {
    let envelope: Envelope<E>;
    try {
      envelope = JSON.parse(text) as Envelope<E>;
    } catch {
      return;
    }
    if (envelope.from === self) return;
    if (options.acceptsRemote && !options.acceptsRemote()) return;
    // An instance's messages arrive in the order it sent them; one seen already is dropped.
    if (envelope.seq <= (lastSeqOf.get(envelope.from) ?? 0)) return;
    lastSeqOf.set(envelope.from, envelope.seq);
    deliver(envelope.event);
  });

  return {
    emit(event) {
      deliver(event);
      if (!bus) return;
      seq += 1;
      bus.publish(topic, JSON.stringify({ from: self, seq, event } satisfies Envelope<E>));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      unsubscribe?.();
      listeners.clear();
    },
  };
}

/**
 * Redis pub/sub as the bus: one connection publishes, another listens; channels are
 * `${prefix}studio:live:${topic}`. A publish while Redis is away is dropped (and logged), not queued:
 * a late round event would only confuse, and the next state brings every socket up to date.
 */
export function createRedisBus(url: string, options: { prefix: string; log: FastifyBaseLogger }): LiveBus {
  const { prefix, log } = options;
  const channelOf = (topic: string) => `${prefix}studio:live:${topic}`;
  const publisher = connectRedis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const listener = connectRedis(url);
  let isDown = false;
  const onError = (error: Error) => {
    if (isDown) return;
    isDown = true;
    log.warn({ err: error }, 'live updates bus (Redis) unavailable: other instances miss this one’s rounds');
  };
  publisher.on('error', onError);
  listener.on('error', onError);
  for (const redis of [publisher, listener])
    redis.on('ready', () => {
      isDown = false;
    });
  const handlers = new Map<string, Set<(text: string) => void>>();
  listener.on('message', (channel: string, text: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(text);
  });

  return {
    publish(topic, text) {
      publisher.publish(channelOf(topic), text).catch((error: unknown) => onError(error as Error));
    },
    subscribe(topic, deliver) {
      const channel = channelOf(topic);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        listener.subscribe(channel).catch((error: unknown) => onError(error as Error));
      }
      set.add(deliver);
      return () => {
        set.delete(deliver);
        if (set.size > 0) return;
        handlers.delete(channel);
        listener.unsubscribe(channel).catch(() => undefined);
      };
    },
    async close() {
      handlers.clear();
      await Promise.all([publisher, listener].map((redis) => redis.quit().catch(() => redis.disconnect())));
    },
  };
}
