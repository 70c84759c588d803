import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate, type MessageKey } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import { listMessages } from './list-messages';
import type { MessageStateField } from './messages-db';
import { updateMessageState } from './update-message-state';

type StateRoute =
  | typeof playerRoutes.markMessagesRead
  | typeof playerRoutes.clearMessages
  | typeof playerRoutes.markMessagesAnnounced;

/** The three state calls: route, stored field, summary and the success message (null: none). */
const stateCalls: {
  route: StateRoute;
  field: MessageStateField;
  summary: string;
  done: MessageKey | null;
}[] = [
  {
    // Its body is optional: the web app of before marked everything read without one.
    route: playerRoutes.markMessagesRead,
    field: 'readAt',
    summary: 'Mark one message entry (index) or all read; no body means all',
    done: 'messages_marked_read',
  },
  {
    route: playerRoutes.clearMessages,
    field: 'clearedAt',
    summary: 'Clear one message entry (index) or all from the notifications, in every session',
    done: 'messages_cleared',
  },
  {
    route: playerRoutes.markMessagesAnnounced,
    field: 'announcedAt',
    summary: 'Record that the notice of one message entry (index) or all has been shown',
    done: null,
  },
];

const player = { config: { session: 'player' as const }, headers: apiHeadersSchema, tags: ['player'] };

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.listMessages,
    { ...player, summary: 'Messages not cleared, merged by date, in the language of the request' },
    async (request) =>
      okEnvelope(await listMessages(app.db, sessionPlayer(request).playerId, request.locale)),
  );

  for (const call of stateCalls)
    registerRoute(app, call.route, { ...player, summary: call.summary }, async (request) => {
      await updateMessageState(app.db, {
        playerId: sessionPlayer(request).playerId,
        selection: request.body ?? { all: true },
        field: call.field,
        now: app.now(),
      });
      return okEnvelope(null, call.done ? translate(request.locale, call.done) : '');
    });
};
