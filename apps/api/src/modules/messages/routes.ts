import { messageSelectionBodySchema, playerMessagesDataSchema } from '@casino/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate, type MessageKey } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope, responses } from '../../lib/envelope';
import { sessionPlayer } from '../../lib/session-player';
import { listMessages } from './list-messages';
import type { MessageStateField } from './messages-db';
import { updateMessageState } from './update-message-state';

/** The three state calls: path, stored field, summary and the success message (null: none). */
const stateCalls: { path: string; field: MessageStateField; summary: string; done: MessageKey | null }[] = [
  {
    path: '/player/messages/read',
    field: 'readAt',
    summary: 'Mark one message entry (index) or all read; no body means all',
    done: 'messages_marked_read',
  },
  {
    path: '/player/messages/clear',
    field: 'clearedAt',
    summary: 'Clear one message entry (index) or all from the notifications, in every session',
    done: 'messages_cleared',
  },
  {
    path: '/player/messages/announced',
    field: 'announcedAt',
    summary: 'Record that the notice of one message entry (index) or all has been shown',
    done: null,
  },
];

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player/messages',
    {
      config: { session: 'player' },
      schema: {
        headers: apiHeadersSchema,
        tags: ['player'],
        summary: 'Messages not cleared, merged by date, in the language of the request',
        response: responses(playerMessagesDataSchema),
      },
    },
    async (request) =>
      okEnvelope(await listMessages(app.db, sessionPlayer(request).playerId, request.locale)),
  );

  for (const call of stateCalls)
    app.post(
      call.path,
      {
        config: { session: 'player' },
        schema: {
          headers: apiHeadersSchema,
          // Optional for read only: the web app of before marked everything read without a body.
          body: call.field === 'readAt' ? messageSelectionBodySchema.nullish() : messageSelectionBodySchema,
          tags: ['player'],
          summary: call.summary,
          response: responses(z.null()),
        },
      },
      async (request) => {
        await updateMessageState(app.db, {
          playerId: sessionPlayer(request).playerId,
          selection: request.body ?? { all: true },
          field: call.field,
          now: app.now(),
        });
        return okEnvelope(null, call.done ? translate(request.locale, call.done) : '');
      },
    );
};
