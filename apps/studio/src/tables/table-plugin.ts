import type { FastifyInstance } from 'fastify';
import type { StudioContext } from '../context';
import type { Leadership } from '../lib/leadership';
import { createLeaderCalls } from '../lib/leader-calls';
import type { LiveBus } from '../lib/live-feed';
import { tableGames } from '@casino/fair/tables/table-games';
import { createTableLive } from './table-feed';
import { createTableLoop, type TableTimers, type TableTiming } from './table-loop';
import { tableRoutes } from './table-routes';

export interface TablesOptions {
  /** false leaves the tables closed (no loop runs); tests of other parts do not need them. */
  enabled?: boolean;
  timing?: TableTiming;
  timers?: TableTimers;
}

/**
 * One loop per table, run by the leader: started when it leads, stopped (its step finished) when it
 * stops. Every instance's sockets follow the tables through the feed (table-feed.ts).
 */
export async function tablesPlugin(
  app: FastifyInstance,
  options: { ctx: StudioContext; tables?: TablesOptions; leadership: Leadership; liveBus: LiveBus | null },
) {
  const { ctx, tables = {} } = options;
  const loops = new Map(
    tableGames.map((table) => [
      table.slug,
      createTableLoop(ctx, table, { timing: tables.timing, timers: tables.timers }),
    ]),
  );
  const lives = new Map(
    [...loops].map(([slug, loop]) => [
      slug,
      createTableLive(loop, {
        bus: options.liveBus,
        leadership: options.leadership,
        log: ctx.log,
        now: ctx.now,
      }),
    ]),
  );
  // Bets and moves reach the loops on the leader, from whichever instance the player reached.
  const calls = createLeaderCalls({
    bus: options.liveBus,
    topic: 'tables',
    isLeader: () => options.leadership.isLeader(),
    log: ctx.log,
  });
  app.addHook('onClose', async () => {
    calls.close();
    lives.forEach((live) => live.close());
  });
  await app.register(tableRoutes, { ctx, loops, lives, calls });
  if (tables.enabled === false) return;
  // Only the leader draws the tables' rounds (lib/leadership.ts).
  options.leadership.add({
    name: 'tables',
    start: async () => {
      await Promise.all([...loops.values()].map((loop) => loop.start()));
    },
    stop: async () => {
      await Promise.all([...loops.values()].map((loop) => loop.stop()));
    },
  });
}
