import type { FastifyReply } from 'fastify';
import type { DbExecutor } from '../../db/transaction';
import { createWakeSignal, type WakeSignal } from '../wager-facts/wake-signal';
import { findRaceByUrl, raceStandingsView } from './views';

/**
 * Live standings pushed as server-sent events: one watcher per race in this process reads the
 * standings when the competitions job scored something here, or every few seconds (scores made by
 * another process), and sends them to every open page only when they changed. A page never polls.
 * The live-standings job (modules/jobs) runs refresh(); changed() wakes it.
 */
export interface LiveStandings {
  subscribe(url: string, playerId: string | null, reply: FastifyReply): Promise<boolean>;
  /** The competitions job scored or paid something. */
  changed(): void;
  /** Wakes the live-standings job before its next round. */
  wake: WakeSignal;
  /** Sends every open page its race's standings if they changed; nothing to do without a page. */
  refresh(): Promise<void>;
  close(): void;
}

interface Watcher {
  clients: Set<{ reply: FastifyReply; playerId: string | null; last: string }>;
}

export function createLiveStandings(db: DbExecutor): LiveStandings {
  const watchers = new Map<string, Watcher>();
  const wake = createWakeSignal();

  // A failure is the job's: the runner logs it and tries again; a page keeps its last standings.
  async function refresh() {
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
      reply.raw.on('close', () => {
        watcher.clients.delete(client);
        if (watcher.clients.size === 0) watchers.delete(url);
      });
      return true;
    },
    changed() {
      wake.notify();
    },
    wake,
    refresh,
    close() {
      for (const watcher of watchers.values()) for (const client of watcher.clients) client.reply.raw.end();
      watchers.clear();
    },
  };
}
