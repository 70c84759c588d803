import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { StudioContext } from '../context';
import type { LeaderCalls } from '../lib/leader-calls';
import type { LiveFeed } from '../lib/live-feed';
import { createMessageLimiter } from '../lib/message-limiter';
import { StudioError } from '../lib/studio-error';
import { resolveSession } from '../sessions/resolve-session';
import { studioPageApiRoutes as routes } from '../contract/routes';
import { registerSocketRoute } from '../routes/register-route';
import { crashRoundFor, type CrashFeedEvent, type SharedCrashRound } from './crash-feed';
import { clientMessageSchema, type ClientMessage, type ServerMessage } from './crash-messages';
import type { CrashSettings } from './crash-settings';

/**
 * The crash socket at /crash/ws: spectators watch; a player sends `auth` with the page's studio token,
 * then `bet` and `cashout`, which reach the loop on the leader through the leader calls. The loop
 * hears of a lost connection when a player's last socket on this instance closes.
 */

export interface CrashSocketDeps {
  ctx: StudioContext;
  settings: CrashSettings;
  feed: LiveFeed<CrashFeedEvent>;
  calls: LeaderCalls;
  currentRound: () => SharedCrashRound | null;
}

type BetAccepted = Omit<Extract<ServerMessage, { type: 'bet_accepted' }>, 'type'>;

function errorMessage(error: unknown): ServerMessage {
  if (error instanceof StudioError)
    return { type: 'error', code: error.code, message: error.message, data: error.data };
  return { type: 'error', code: 'internal_error', message: 'internal_error' };
}

function parseClientMessage(raw: string): ClientMessage {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new StudioError('validation_error', 'messages are JSON');
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) throw new StudioError('validation_error', parsed.error.issues[0]?.message);
  return parsed.data;
}

/**
 * Open authenticated sockets per player on this instance: the leader is told when the first opens
 * and when the last closes, and counts the instances, so a page open on another one keeps the player.
 */
function createPresence(deps: CrashSocketDeps) {
  const socketsOf = new Map<string, number>();
  const tell = (name: 'left' | 'back', playerKey: string) =>
    void deps.calls.call(name, { playerKey }).catch((error: unknown) => {
      if (!(error instanceof StudioError))
        deps.ctx.log.error({ err: error }, 'crash connection change failed');
    });
  return {
    join(key: string) {
      const held = (socketsOf.get(key) ?? 0) + 1;
      socketsOf.set(key, held);
      if (held === 1) tell('back', key);
    },
    leave(key: string) {
      const left = (socketsOf.get(key) ?? 1) - 1;
      if (left > 0) return void socketsOf.set(key, left);
      socketsOf.delete(key);
      tell('left', key);
    },
  };
}

export function registerCrashSocket(app: FastifyInstance, deps: CrashSocketDeps) {
  const presence = createPresence(deps);
  const options = { tag: 'crash', summary: "The rounds live; a player's bets and cash-outs" } as const;
  registerSocketRoute(app, routes.crashSocket, options, (socket) => serveSocket(socket, deps, presence));
}

function serveSocket(socket: WebSocket, deps: CrashSocketDeps, presence: ReturnType<typeof createPresence>) {
  const { ctx, settings, feed, calls } = deps;
  let token: string | null = null;
  let playerKey: string | undefined;
  const send = (message: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const sendState = (round = deps.currentRound()) => {
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
    if (playerKey !== undefined) presence.leave(playerKey);
  });
  sendState();

  async function onMessage(message: ClientMessage) {
    if (message.type === 'auth') {
      const resolved = await resolveSession(ctx, message.token);
      if (resolved.session.game !== 'crash') throw new StudioError('game_session_invalid');
      if (playerKey !== undefined) presence.leave(playerKey);
      [token, playerKey] = [message.token, resolved.playerKey];
      presence.join(playerKey);
      send({ type: 'authed', mode: resolved.mode });
      return sendState();
    }
    if (!token || !playerKey) throw new StudioError('game_session_invalid');
    if (message.type === 'cashout') return calls.call<void>('cashout', { playerKey });
    const placed = await calls.call<BetAccepted>('bet', {
      token,
      stake: message.stake,
      autoCashOut: message.autoCashOut ?? null,
    });
    send({ type: 'bet_accepted', ...placed });
  }
  const limiter = createMessageLimiter();
  socket.on('message', (data: Buffer) => {
    if (!limiter.take()) return send(errorMessage(new StudioError('rate_limited', 'too many messages')));
    Promise.resolve()
      .then(() => onMessage(parseClientMessage(data.toString('utf8'))))
      .catch((error: unknown) => {
        if (!(error instanceof StudioError)) ctx.log.error({ err: error }, 'crash socket message failed');
        send(errorMessage(error));
      });
  });
}
