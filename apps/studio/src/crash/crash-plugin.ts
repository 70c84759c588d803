import type { FastifyInstance } from 'fastify';
import type { StudioContext } from '../context';
import type { Leadership } from '../lib/leadership';
import { findGame } from '@casino/fair/games/registry';
import { createLeaderCalls } from '../lib/leader-calls';
import { createLiveFeed, type LiveBus } from '../lib/live-feed';
import { okEnvelope } from '../lib/studio-error';
import { resolveSession } from '../sessions/resolve-session';
import { studioPageApiRoutes as routes } from '../contract/routes';
import { registerRoute } from '../routes/register-route';
import { listCrashHistory } from './crash-history';
import { createCrashMirror, crashRoundFor, type CrashFeedEvent } from './crash-feed';
import { createCrashLoop, type CrashLoop } from './crash-loop';
import { registerCrashSocket } from './crash-socket-route';
import { defaultCrashSettings, type CrashOptions } from './crash-settings';

interface CrashPluginOptions {
  ctx: StudioContext;
  crash?: CrashOptions;
  leadership: Leadership;
  liveBus: LiveBus | null;
}

/**
 * Crash's doors: the socket at /crash/ws (crash-socket-route.ts), the last rounds with their hashes,
 * and the loop's life: started when this instance leads, stopped (its settlements finished) when it
 * stops leading or closes. The sockets follow the feed, not the loop: on an instance that does not
 * lead they see the leader's rounds through the bus.
 */
export async function crashPlugin(app: FastifyInstance, options: CrashPluginOptions) {
  const { ctx, leadership } = options;
  const settings = { ...defaultCrashSettings, ...options.crash };
  const loop = createCrashLoop(ctx, findGame('crash')!, settings);
  const feed = createLiveFeed<CrashFeedEvent>({
    bus: options.liveBus,
    topic: 'crash',
    acceptsRemote: () => !leadership.isLeader(),
    log: ctx.log,
  });
  const mirror = createCrashMirror();
  feed.subscribe(mirror.follow);
  loop.subscribe((event) => {
    if (event.message.type !== 'state') return feed.emit(event as CrashFeedEvent);
    const round = loop.sharedRound();
    if (round) feed.emit({ message: { type: 'state', round } });
  });
  const calls = createLoopCalls(options, loop);
  app.addHook('onClose', async () => {
    calls.close();
    feed.close();
  });
  /** The leader's own round; elsewhere the last one the feed brought. */
  const currentRound = () => (leadership.isLeader() ? loop.sharedRound() : null) ?? mirror.round();

  const tag = 'crash';
  registerRoute(app, routes.crashHistory, { tag, summary: 'The last finished rounds' }, async () =>
    okEnvelope({ rounds: await listCrashHistory(ctx) }),
  );
  registerRoute(app, routes.crashState, { tag, summary: 'The round in play' }, async () => {
    const round = currentRound();
    return okEnvelope({ round: round && crashRoundFor(round) });
  });
  registerCrashSocket(app, { ctx, settings, feed, calls, currentRound });

  if (settings.enabled === false) return;
  // Only the leader drives the rounds (lib/leadership.ts). Started in the background: a new chain
  // takes a second or two to hash, the app need not wait.
  leadership.add({
    name: 'crash',
    start() {
      void loop
        .start()
        .catch((error: unknown) => ctx.log.error({ err: error }, 'crash loop failed to start'));
    },
    stop: () => loop.stop(),
  });
}

/**
 * A player's bets, cash-outs and connection news reach the loop on the leader, from whichever instance
 * holds the socket. The bet carries its automatic cash-out: the leader keeps it with the bet.
 */
function createLoopCalls(options: CrashPluginOptions, loop: CrashLoop) {
  const { ctx, leadership } = options;
  const calls = createLeaderCalls({
    bus: options.liveBus,
    topic: 'crash',
    isLeader: () => leadership.isLeader(),
    log: ctx.log,
  });
  calls.handle('bet', async (args: { token: string; stake: string; autoCashOut: string | number | null }) => {
    // Resolved again for every bet: a session that expired meanwhile cannot bet.
    const resolved = await resolveSession(ctx, args.token);
    const placed = await loop.placeBet(resolved, { stake: args.stake, autoCashOut: args.autoCashOut });
    return {
      roundId: placed.roundId,
      stake: placed.stake.toString(),
      autoCashOut: placed.autoCashOut,
      balance: placed.balance?.toString() ?? null,
    };
  });
  // In memory and instant (the session was checked with the bet); the loop sends `cashed_out`.
  calls.handle('cashout', async (args: { playerKey: string }) => void loop.cashOut(args.playerKey));
  calls.handle('left', async (args: { playerKey: string }) => loop.connectionLost(args.playerKey));
  calls.handle('back', async (args: { playerKey: string }) => loop.connectionBack(args.playerKey));
  return calls;
}
