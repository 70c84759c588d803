import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import {
  attachmentDepsOf,
  createChatAttachmentStore,
  readPlayerAttachment,
  refuseIfAttachmentRateExceeded,
  sendPlayerAttachment,
} from './chat-attachments';
import { chatDepsOf, readUploadedFile, registerChatMultipart } from './chat-upload';
import { getTawkPlayerDetails } from './get-tawk-player-details';
import { emailTranscript, getChatState, markPlayerRead, sendPlayerMessage } from './player-chat';

const player = { config: { session: 'player' as const }, headers: apiHeadersSchema, tags: ['live chat'] };

export const liveChatRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(chatAttachmentRoutes);
  registerRoute(
    app,
    playerRoutes.getTawkToPlayerDetails,
    {
      ...player,
      summary: "The live chat's visitor data of the session's player, with Tawk.to's secure-mode hash",
    },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      return okEnvelope(
        await getTawkPlayerDetails(app.db, { playerId, secret: app.config.engage.tawkSecret }),
      );
    },
  );

  registerRoute(
    app,
    playerRoutes.getChat,
    { ...player, summary: "The built-in chat: open or not (support hours), the player's open conversation" },
    async (request) => okEnvelope(await getChatState(app, sessionPlayer(request).playerId)),
  );

  registerRoute(
    app,
    playerRoutes.sendChatMessage,
    { ...player, summary: 'Write to support: opens a conversation or continues the open one' },
    async (request) =>
      okEnvelope(
        await sendPlayerMessage(app, {
          playerId: sessionPlayer(request).playerId,
          body: request.body,
          locale: request.locale,
        }),
      ),
  );

  registerRoute(
    app,
    playerRoutes.markChatRead,
    { ...player, summary: "Mark the open conversation read up to a message (the agent's read tick)" },
    async (request) => {
      await markPlayerRead(app, sessionPlayer(request).playerId, request.body.lastMessageId);
      return okEnvelope(null);
    },
  );

  registerRoute(
    app,
    playerRoutes.emailChatTranscript,
    { ...player, summary: "E-mail the open conversation to the player's address" },
    async (request) => {
      await emailTranscript(app, sessionPlayer(request).playerId);
      return okEnvelope(null, translate(request.locale, 'chat_transcript_sent'));
    },
  );
};

/** Files both ways, limited like identity documents; a player reads only their own chats' files. */
const chatAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = attachmentDepsOf(chatDepsOf(app), createChatAttachmentStore(app.config));
  await registerChatMultipart(app);
  registerRoute(
    app,
    playerRoutes.sendChatAttachment,
    {
      ...player,
      summary: `Send support a file (multipart field "file"; JPEG, PNG or PDF up to ${app.config.documents.maxBytes} bytes)`,
    },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      await refuseIfAttachmentRateExceeded(deps, { playerId });
      const content = await readUploadedFile(request);
      return okEnvelope(await sendPlayerAttachment(deps, { playerId, content }));
    },
  );
  registerRoute(
    app,
    playerRoutes.getChatAttachment,
    { ...player, summary: "A file of one of the player's own conversations" },
    async (request) =>
      okEnvelope(await readPlayerAttachment(deps, sessionPlayer(request).playerId, request.params.messageId)),
  );
};
