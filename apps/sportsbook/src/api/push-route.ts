import { sportsbookRoutes as routes } from '@casino/contract/routes/sportsbook';
import { sportsPushSubscribeSchema } from '@casino/contract/sportsbook';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { SportsbookContext } from './context.js';
import type { PushClient, PushHub } from './push-hub.js';
import { playerSession } from './sessions.js';

/** A socket this far behind (a slow client) is closed rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1 << 20;

/**
 * The push socket: `?session=` authenticates it before the upgrade; the client sends
 * `{ subscribe: [eventIds], unsubscribe: [...], lobby: true }` and gets each followed event's state at
 * once, then its changes (odds, market status, score, clock, event status) as they come.
 */
export async function pushRoute(app: FastifyInstance, options: { ctx: SportsbookContext; hub: PushHub }) {
  const { ctx, hub } = options;
  app.route({
    method: routes.push.method,
    url: routes.push.path,
    schema: { querystring: routes.push.query, summary: 'Live odds, status and scores', hide: true },
    preValidation: async (request) => {
      await playerSession(ctx, (request.query as { session?: string }).session);
    },
    websocket: true,
    // The websocket plugin hands the handler the socket once upgraded.
    handler: ((socket: WebSocket) => {
      const client: PushClient = {
        events: new Set(),
        lobby: false,
        send(text) {
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.close(1013, 'too slow');
          else socket.send(text);
        },
      };
      const leave = hub.add(client);
      socket.on('message', (raw: Buffer) => onClientMessage(hub, client, raw));
      socket.on('close', () => leave());
    }) as never,
  });
}

function onClientMessage(hub: PushHub, client: PushClient, raw: Buffer) {
  let parsed;
  try {
    parsed = sportsPushSubscribeSchema.safeParse(JSON.parse(raw.toString('utf8')));
  } catch {
    return;
  }
  if (!parsed.success) return;
  const { subscribe, unsubscribe, lobby } = parsed.data;
  if (lobby !== undefined) client.lobby = lobby;
  for (const id of unsubscribe) client.events.delete(id);
  for (const id of subscribe) {
    if (client.events.size >= 200 || client.events.has(id)) continue;
    client.events.add(id);
    const frame = hub.snapshot(id);
    if (frame) client.send(frame.text);
  }
}
