import type { FastifyReply } from 'fastify';
import type { DbExecutor } from '../../db/transaction';
import { findRaceByUrl, raceStandingsView } from './views';

/**
 * Live standings pushed as server-sent events: one watcher per race in this process reads the
 * standings when the competitions loop scored something here, or every few seconds (scores made by
 * another process), and sends them to every open page only when they changed. A page never polls.
 */
export interface LiveStandings {
  subscribe(url: string, playerId: string | null, reply: FastifyReply): Promise<boolean>;
  /** The competitions loop scored or paid something. */
  changed(): void;
  close(): void;
}

interface Watcher {
  clients: Set<{ reply: FastifyReply; playerId: string | null; last: string }>;
}

export function createLiveStandings(db: DbExecutor, options: { refreshMs?: number } = {}): LiveStandings {
  const refreshMs = options.refreshMs ?? 3_000;
  const watchers = new Map<string, Watcher>();
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  async function refresh() {
    if (running) return;
    running = true;
    try {
      for (const [url, watcher] of watchers) {
        const race = await findRaceByUrl(db, url);
        if (!race) continue;
        for (const client of watcher.clients) {
          const view = await raceStandingsView(db, race, client.playerId);
          const text = JSON.stringify(view);
          if (text === client.last) continue;
          client.last = text;
          client.reply.raw.write(`event: standings\ndata: ${text}\n\n`);
        }
      }
    } catch {
      // The next refresh tries again; a page keeps its last standings meanwhile.
    } finally {
      running = false;
    }
  }

  function ensureTimer() {
    if (timer || watchers.size === 0) return;
    timer = setInterval(() => void refresh(), refreshMs);
    timer.unref();
  }

  return {
    async subscribe(url, playerId, reply) {
      const race = await findRaceByUrl(db, url);
      if (!race) return false;
      const view = await raceStandingsView(db, race, playerId);
      const text = JSON.stringify(view);
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      reply.raw.write(`retry: 5000\nevent: standings\ndata: ${text}\n\n`);
      const client = { reply, playerId, last: text };
      const watcher = watchers.get(url) ?? { clients: new Set() };
      watcher.clients.add(client);
      watchers.set(url, watcher);
      ensureTimer();
      reply.raw.on('close', () => {
        watcher.clients.delete(client);
        if (watcher.clients.size === 0) watchers.delete(url);
        if (watchers.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      });
      return true;
    },
    changed() {
      void refresh();
    },
    close() {
      if (timer) clearInterval(timer);
      timer = null;
      for (const watcher of watchers.values()) for (const client of watcher.clients) client.reply.raw.end();
      watchers.clear();
    },
  };
}
