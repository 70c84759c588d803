import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import type { RequireStaff } from '../staff/staff-permission';
import { assignConversation, closeConversation, replyAsAgent } from './agent-chat';
import { getAgentConversation, listChatQueue } from './agent-queue';
import {
  attachmentDepsOf,
  createChatAttachmentStore,
  readStaffAttachment,
  refuseIfAttachmentRateExceeded,
  sendAgentAttachment,
} from './chat-attachments';
import { chatDepsOf, readUploadedFile, registerChatMultipart } from './chat-upload';
import {
  createCannedAnswer,
  deleteCannedAnswer,
  listCannedAnswers,
  updateCannedAnswer,
} from './canned-answers';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/** The live chat's agents: the queue, one conversation with the player's card, assign, reply, close. */
export function registerChatStaffRoutes(app: FastifyInstance, requireStaff: RequireStaff): void {
  registerCannedAnswerRoutes(app, requireStaff);
  void app.register(async (scope) => registerAttachmentRoutes(scope, requireStaff));
  registerRoute(
    app,
    routes.listChatQueue,
    { ...staff, summary: 'Support: open conversations, the longest waiting first' },
    async (request) => {
      requireStaff(request);
      return okEnvelope(await listChatQueue(app));
    },
  );
  registerRoute(
    app,
    routes.getChatConversation,
    { ...staff, summary: "Support: one conversation's messages and the player's card" },
    async (request) => {
      requireStaff(request);
      return okEnvelope(await getAgentConversation(app, request.params.id));
    },
  );
  registerRoute(
    app,
    routes.assignChatConversation,
    { ...staff, summary: 'Support: take a conversation' },
    async (request) => {
      const agent = requireStaff(request);
      await assignConversation(app, request.params.id, agent.id);
      return okEnvelope(null);
    },
  );
  registerRoute(
    app,
    routes.replyChatConversation,
    { ...staff, summary: 'Support: answer the player (pushed to their chat and put in their bell)' },
    async (request) => {
      const agent = requireStaff(request);
      return okEnvelope(
        await replyAsAgent(app, { id: request.params.id, staffId: agent.id, text: request.body.text }),
      );
    },
  );
  registerRoute(
    app,
    routes.closeChatConversation,
    { ...staff, summary: 'Support: close a conversation with a reason' },
    async (request) => {
      const agent = requireStaff(request);
      await closeConversation(app, { id: request.params.id, staffId: agent.id, reason: request.body.reason });
      return okEnvelope(null);
    },
  );
}

/** The canned answers agents insert, each in the six languages (English required). */
function registerCannedAnswerRoutes(app: FastifyInstance, requireStaff: RequireStaff): void {
  registerRoute(
    app,
    routes.listCannedAnswers,
    { ...staff, summary: 'Support: the canned answers' },
    async (request) => {
      requireStaff(request);
      return okEnvelope(await listCannedAnswers(app.db));
    },
  );
  registerRoute(
    app,
    routes.createCannedAnswer,
    { ...staff, summary: 'Support: add a canned answer (a title, the text in each language)' },
    async (request) => {
      const agent = requireStaff(request);
      return okEnvelope(
        await createCannedAnswer(app.db, { body: request.body, staffId: agent.id, now: app.now() }),
      );
    },
  );
  registerRoute(
    app,
    routes.updateCannedAnswer,
    { ...staff, summary: 'Support: change a canned answer' },
    async (request) => {
      const agent = requireStaff(request);
      return okEnvelope(
        await updateCannedAnswer(app.db, {
          id: request.params.id,
          body: request.body,
          staffId: agent.id,
          now: app.now(),
        }),
      );
    },
  );
  registerRoute(
    app,
    routes.deleteCannedAnswer,
    { ...staff, summary: 'Support: remove a canned answer' },
    async (request) => {
      requireStaff(request);
      await deleteCannedAnswer(app.db, request.params.id);
      return okEnvelope(null);
    },
  );
}

/** An agent's files to a player, and any conversation's files for the staff who read the chat. */
async function registerAttachmentRoutes(app: FastifyInstance, requireStaff: RequireStaff): Promise<void> {
  const deps = attachmentDepsOf(chatDepsOf(app), createChatAttachmentStore(app.config));
  await registerChatMultipart(app);
  registerRoute(
    app,
    routes.sendChatAttachment,
    { ...staff, summary: 'Support: send the player a file (multipart field "file"; JPEG, PNG or PDF)' },
    async (request) => {
      const agent = requireStaff(request);
      await refuseIfAttachmentRateExceeded(deps, { staffId: agent.id });
      const content = await readUploadedFile(request);
      return okEnvelope(
        await sendAgentAttachment(deps, { id: request.params.id, staffId: agent.id, content }),
      );
    },
  );
  registerRoute(
    app,
    routes.getChatAttachment,
    { ...staff, summary: "Support: a conversation's file" },
    async (request) => {
      requireStaff(request);
      return okEnvelope(await readStaffAttachment(deps, request.params.messageId));
    },
  );
}
