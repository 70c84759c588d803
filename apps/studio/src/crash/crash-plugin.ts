import type { FastifyInstance } from 'fastify';
import type { StudioContext } from '../context';
import type { Leadership } from '../lib/leadership';
import { findGame } from '@casino/fair/games/registry';
import { createLeaderCalls } from '../lib/leader-calls';
import { createLiveFeed, type LiveBus } from '../lib/live-feed';
import { createMessageLimiter } from '../lib/message-limiter';
import { okEnvelope, StudioError } from '../lib/studio-error';
import { resolveSession } from '../sessions/resolve-session';
import { studioPageApiRoutes as routes } from '../contract/routes';
import { registerRoute, registerSocketRoute } from '../routes/register-route';
import { listCrashHistory } from './crash-history';
import { createCrashMirror, crashRoundFor, type CrashFeedEvent } from './crash-feed';
import { createCrashLoop } from './crash-loop';
import { clientMessageSchema, type ServerMessage } from './crash-messages';
import { defaultCrashSettings, type CrashOptions } from './crash-settings';

function errorMessage(error: unknown): ServerMessage {
  if (error instanceof StudioError)
    return { type: 'error', code: error.code, message: error.message, data: error.data };
  return { type: 'error', code: 'internal_error', message: 'internal_error' };
}

/**
 * Crash's doors: the socket at /crash/ws (spectators watch; a player sends `auth` with the page's
 * studio token, then `bet` and `cashout`; a player whose last socket closes is cashed out by the loop),
 * the last rounds with their hashes, and the loop's life: started when this instance leads, stopped
 * (its settlements finished) when it stops leading or closes. The sockets follow the feed, not the
 * loop: on an instance that does not lead they see the leader's rounds through the bus.
 */
export async function crashPlugin(
  app: FastifyInstance,
  options: { ctx: StudioContext; crash?: CrashOptions; leadership: Leadership; liveBus: LiveBus | null },
) {
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
  // A player's bets and cash-outs reach the loop on the leader, from whichever instance holds the socket.
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
  const tell = (name: 'left' | 'back', playerKey: string) =>
    void calls.call(name, { playerKey }).catch((error: unknown) => {
      if (!(error instanceof StudioError)) ctx.log.error({ err: error }, 'crash connection change failed');
    });
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

  // Open authenticated sockets per player: the loop hears of a lost connection when the last one closes.
  const socketsOf = new Map<string, number>();
  function leave(key: string) {
    const left = (socketsOf.get(key) ?? 1) - 1;
    if (left > 0) {
      socketsOf.set(key, left);
      return;
    }
    socketsOf.delete(key);
    tell('left', key);
  }

  const socketOptions = { tag, summary: "The rounds live; a player's bets and cash-outs" } as const;
  registerSocketRoute(app, routes.crashSocket, socketOptions, (socket) => {
    let token: string | null = null;
    let playerKey: string | undefined;
    const send = (message: ServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const sendState = (round = currentRound()) => {
      if (round)
        send({
          type: 'state',
          round: crashRoundFor(round, playerKey),
          serverTime: new Date(settings.clock.now()).toISOString(),
        });
    };
    const unsubscribe = feed.subscribe((event: CrashFeedEvent) => {
      if (event.playerKey !== undefined && event.playerKey !== playerKey) return;
      if (event.message.type === 'state') sendState(event.message.round);
      else send(event.message);
    });
    socket.on('close', () => {
      unsubscribe();
      if (playerKey !== undefined) leave(playerKey);
    });
    sendState();

    async function onMessage(raw: string) {
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new StudioError('validation_error', 'messages are JSON');
      }
      const parsed = clientMessageSchema.safeParse(json);
      if (!parsed.success) throw new StudioError('validation_error', parsed.error.issues[0]?.message);
      const message = parsed.data;
      if (message.type === 'auth') {
        const resolved = await resolveSession(ctx, message.token);
        if (resolved.session.game !== 'crash') throw new StudioError('game_session_invalid');
        if (playerKey !== undefined) leave(playerKey);
        [token, playerKey] = [message.token, resolved.playerKey];
        socketsOf.set(playerKey, (socketsOf.get(playerKey) ?? 0) + 1);
        tell('back', playerKey);
        send({ type: 'authed', mode: resolved.mode });
        sendState();
        return;
      }
      if (!token || !playerKey) throw new StudioError('game_session_invalid');
      if (message.type === 'cashout') return calls.call<void>('cashout', { playerKey });
      const placed = await calls.call<Omit<Extract<ServerMessage, { type: 'bet_accepted' }>, 'type'>>('bet', {
        token,
        stake: message.stake,
        autoCashOut: message.autoCashOut ?? null,
      });
      send({ type: 'bet_accepted', ...placed });
    }
    const limiter = createMessageLimiter();
    socket.on('message', (data: Buffer) => {
      if (!limiter.take()) return send(errorMessage(new StudioError('rate_limited', 'too many messages')));
      onMessage(data.toString('utf8')).catch((error: unknown) => {
        if (!(error instanceof StudioError)) ctx.log.error({ err: error }, 'crash socket message failed');
        send(errorMessage(error));
      });
    });
  });

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
