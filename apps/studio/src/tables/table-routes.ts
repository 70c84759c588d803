import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StudioContext } from '../context';
import { okEnvelope, StudioError } from '../lib/studio-error';
import { createMessageLimiter } from '../lib/message-limiter';
import { resolveSession } from '../sessions/resolve-session';
import { studioSessionHeader } from '../sessions/tokens';
import { studioPageApiRoutes as routes } from '../contract/routes';
import { registerRoute, registerSocketRoute, type StudioRequest } from '../routes/register-route';
import type { WebSocket } from 'ws';
import { placeTableBet } from './place-table-bet';
import { playTableMove } from './play-table-move';
import { listTableHistory } from './table-history';
import type { LeaderCalls } from '../lib/leader-calls';
import type { TableLive } from './table-feed';
import type { TableEvent, TableLoop } from './table-loop';

/**
 * The tables' doors: a websocket per table (spectators welcome; a player authenticates with the page's
 * studio token and then bets), the history of drawn rounds with their seeds, and the same placement
 * over HTTP for pages that cannot keep a socket.
 */
const socketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(100) }),
  z.object({ type: z.literal('bet'), ref: z.string().max(40).optional(), bets: z.unknown() }),
  z.object({ type: z.literal('move'), ref: z.string().max(40).optional(), move: z.unknown() }),
]);

function errorMessage(error: unknown, ref?: string) {
  if (error instanceof StudioError)
    return { type: 'error', ref, code: error.code, message: error.message, data: error.data };
  return { type: 'error', ref, code: 'internal_error', message: 'internal_error', data: null };
}

interface TableRouteOptions {
  ctx: StudioContext;
  loops: Map<string, TableLoop>;
  lives: Map<string, TableLive>;
  calls: LeaderCalls;
}

type Placed = Awaited<ReturnType<typeof placeTableBet>>;
type Moved = Awaited<ReturnType<typeof playTableMove>>;

export async function tableRoutes(app: FastifyInstance, options: TableRouteOptions) {
  const { ctx, loops, lives, calls } = options;
  const loopOf = (slug: string) => {
    const loop = loops.get(slug);
    if (!loop) throw new StudioError('game_not_found');
    return loop;
  };
  // Run by the leader, whose loops hold the rounds; `slug` null: the session's own table. The session
  // is resolved again for every bet and move: one that expired meanwhile cannot play.
  type Play = { token: unknown; slug: string | null; body: unknown };
  calls.handle('bet', async ({ token, slug, body }: Play) => {
    const resolved = await resolveSession(ctx, token);
    return placeTableBet(ctx, loopOf(slug ?? resolved.session.game), resolved, body);
  });
  calls.handle('move', async ({ token, slug, body }: Play) => {
    const resolved = await resolveSession(ctx, token);
    return playTableMove(ctx, loopOf(slug ?? resolved.session.game), resolved, body);
  });
  const tag = 'tables';
  registerRoute(app, routes.tableState, { tag, summary: "A table's state now" }, async (request) =>
    okEnvelope(lives.get(loopOf(request.params.slug).table.slug)!.publicState()),
  );

  registerRoute(app, routes.tableHistory, { tag, summary: "A table's last drawn rounds" }, async (request) =>
    okEnvelope({ rounds: await listTableHistory(ctx, loopOf(request.params.slug).table.slug) }),
  );

  registerRoute(app, routes.placeTableBet, { tag, summary: "Bet on the session's table" }, async (request) =>
    okEnvelope(
      await calls.call<Placed>('bet', {
        token: request.headers[studioSessionHeader],
        slug: null,
        body: request.body,
      }),
    ),
  );

  registerRoute(app, routes.playTableMove, { tag, summary: "Play a hand's move" }, async (request) =>
    okEnvelope(
      await calls.call<Moved>('move', {
        token: request.headers[studioSessionHeader],
        slug: null,
        body: request.body,
      }),
    ),
  );

  registerSocketRoute(
    app,
    routes.tableSocket,
    { tag, summary: "A table's live rounds; a player's bets and moves" },
    (socket, request) => tableSocket(options, socket, request),
  );
}

/**
 * One table's socket: every event of the table to everyone (a settled bet to its player only); after
 * `auth` with the page's studio token, bets and moves, each answered on the socket with its `ref`.
 */
function tableSocket(
  { ctx, loops, lives, calls }: TableRouteOptions,
  socket: WebSocket,
  request: StudioRequest<typeof routes.tableSocket>,
) {
  const loop = loops.get(request.params.slug);
  const live = lives.get(request.params.slug);
  if (!loop || !live) {
    socket.close(4404, 'game_not_found');
    return;
  }
  let token: string | null = null;
  let playerKey: string | null = null;
  const send = (message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const unsubscribe = live.subscribe((event: TableEvent) => {
    if (event.type !== 'settled') return send(event);
    // A player's own result only: another's stake and win are theirs.
    if (event.bet.playerKey === playerKey) send(event);
  });
  socket.on('close', unsubscribe);
  send({ type: 'state', state: live.publicState() });

  async function onMessage(message: z.infer<typeof socketMessageSchema>) {
    if (message.type === 'auth') {
      const resolved = await resolveSession(ctx, message.token);
      if (resolved.session.game !== loop!.table.slug) throw new StudioError('game_session_invalid');
      [token, playerKey] = [message.token, resolved.playerKey];
      return send({ type: 'authed', mode: resolved.mode });
    }
    const slug = loop!.table.slug;
    if (message.type === 'move') {
      const moved = await calls.call<Moved>('move', { token, slug, body: { move: message.move } });
      return send({ type: 'moved', ref: message.ref, ...moved });
    }
    const placed = await calls.call<Placed>('bet', { token, slug, body: { bets: message.bets } });
    send({ type: 'bet_placed', ref: message.ref, ...placed });
  }
  const limiter = createMessageLimiter();
  socket.on('message', (data: Buffer) => {
    if (!limiter.take()) return send(errorMessage(new StudioError('rate_limited', 'too many messages')));
    let json: unknown;
    try {
      json = JSON.parse(data.toString('utf8'));
    } catch {
      return send(errorMessage(new StudioError('validation_error', 'not JSON')));
    }
    const parsed = socketMessageSchema.safeParse(json);
    if (!parsed.success)
      return send(errorMessage(new StudioError('validation_error', parsed.error.issues[0]?.message)));
    const ref = parsed.data.type === 'auth' ? undefined : parsed.data.ref;
    onMessage(parsed.data).catch((error: unknown) => {
      if (!(error instanceof StudioError)) request.log.error({ err: error }, 'table message failed');
      send(errorMessage(error, ref));
    });
  });
}
