import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import type { RequireStaff } from '../staff/staff-permission';
import { findSkinByApiKey } from '../skin/find-skin-by-api-key';
import { setSkinLiveChat } from '../skin/set-live-chat';
import { forgetCachedSkins } from '../../plugins/api-key';
import { affiliateReport } from './affiliate-report';
import { listProgrammes, upsertProgramme } from './programmes';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/** The staff API's affiliate and live chat calls, on the server's own skin (SKIN_API_KEY). */
export function registerEngageStaffRoutes(app: FastifyInstance, requireStaff: RequireStaff): void {
  async function skinId(): Promise<string> {
    const skin = await findSkinByApiKey(app.db, app.config.skinApiKey);
    if (!skin) throw new AppError('not_found');
    return skin.id;
  }

  registerRoute(
    app,
    routes.getAffiliateReport,
    { ...staff, summary: 'Per affiliate: registrations, first deposits and net revenue (bets minus wins)' },
    async (request) => {
      requireStaff(request);
      const { from, to } = request.query;
      return okEnvelope(
        await affiliateReport(app.db, {
          skinId: await skinId(),
          from: from ? new Date(from) : null,
          to: to ? new Date(to) : null,
        }),
      );
    },
  );

  registerRoute(
    app,
    routes.listAffiliateProgrammes,
    { ...staff, summary: 'Affiliate programmes and their postback URLs' },
    async (request) => {
      requireStaff(request);
      return okEnvelope({ programmes: await listProgrammes(app.db, await skinId()) });
    },
  );

  registerRoute(
    app,
    routes.upsertAffiliateProgramme,
    { ...staff, summary: 'Create an affiliate programme (by its myaffid) or change its postback' },
    async (request) => {
      requireStaff(request);
      return okEnvelope(
        await upsertProgramme(app.db, { ...request.body, skinId: await skinId(), now: app.now() }),
      );
    },
  );

  registerRoute(
    app,
    routes.setSkinLiveChat,
    { ...staff, summary: "Turn the skin's Tawk.to live chat on or off, with its property and widget ids" },
    async (request) => {
      requireStaff(request);
      const settings = await setSkinLiveChat(app.db, await skinId(), request.body);
      forgetCachedSkins(app);
      return okEnvelope(settings);
    },
  );
}
