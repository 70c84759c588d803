import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import type { RequireStaff } from '../staff/staff-permission';
import { findSkinByApiKey } from '../skin/find-skin-by-api-key';
import { listContactMessages } from './send-contact';
import {
  createContent,
  getContentForStaff,
  listContentForStaff,
  publishContent,
  updateContent,
} from './staff-content';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/**
 * Content and contact messages in the staff API: staff with content.write write news, info pages and
 * banners (each change recorded in content_audit with who made it) and read the contact messages.
 */
export function registerContentStaffRoutes(app: FastifyInstance, requireStaff: RequireStaff) {
  registerContentReadRoutes(app, requireStaff);
  registerContentWriteRoutes(app, requireStaff);
}

async function skinIdOf(app: FastifyInstance, key: string | undefined): Promise<string> {
  const skin = await findSkinByApiKey(app.db, key ?? app.config.skinApiKey);
  // A skin named by an api-key that does not exist is a missing thing, not an invalid request.
  if (!skin) throw new AppError('not_found');
  return skin.id;
}

/** Reading: the entries of a skin, one entry, the contact messages. */
function registerContentReadRoutes(app: FastifyInstance, requireStaff: RequireStaff) {
  registerRoute(
    app,
    routes.listContent,
    { ...staff, summary: 'Content entries of a skin (drafts too), last changed first' },
    async (request) => {
      requireStaff(request);
      const skinId = await skinIdOf(app, request.query.skin);
      return okEnvelope({ entries: await listContentForStaff(app.db, { skinId, kind: request.query.kind }) });
    },
  );

  registerRoute(
    app,
    routes.getContent,
    { ...staff, summary: 'One content entry with every language' },
    async (request) => {
      requireStaff(request);
      return okEnvelope(await getContentForStaff(app.db, request.params.id));
    },
  );

  registerRoute(
    app,
    routes.listContactMessages,
    { ...staff, summary: 'Contact-form messages of a skin, newest first' },
    async (request) => {
      requireStaff(request);
      const skinId = await skinIdOf(app, request.query.skin);
      return okEnvelope({
        messages: await listContactMessages(app.db, { skinId, limit: request.query.limit }),
      });
    },
  );
}

/** Writing: create, change and publish an entry, each recorded in content_audit. */
function registerContentWriteRoutes(app: FastifyInstance, requireStaff: RequireStaff) {
  registerRoute(
    app,
    routes.createContent,
    { ...staff, summary: 'Create a post, info page or banner (a draft; English required)' },
    async (request) => {
      const actor = requireStaff(request);
      const { skin, ...body } = request.body;
      return okEnvelope(
        await createContent(app.db, {
          skinId: await skinIdOf(app, skin),
          body: { ...body },
          staffId: actor.id,
          now: app.now(),
        }),
      );
    },
  );

  registerRoute(
    app,
    routes.updateContent,
    { ...staff, summary: 'Change an entry; the languages given replace their texts' },
    async (request) => {
      const actor = requireStaff(request);
      return okEnvelope(
        await updateContent(app.db, {
          id: request.params.id,
          body: request.body,
          staffId: actor.id,
          now: app.now(),
        }),
      );
    },
  );

  registerRoute(
    app,
    routes.publishContent,
    { ...staff, summary: 'Publish an entry (served inside its window) or take it back to draft' },
    async (request) => {
      const actor = requireStaff(request);
      return okEnvelope(
        await publishContent(app.db, {
          id: request.params.id,
          published: request.body.published,
          staffId: actor.id,
          now: app.now(),
        }),
      );
    },
  );
}
