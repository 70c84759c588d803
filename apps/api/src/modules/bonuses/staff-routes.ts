import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import type { RequireStaff } from '../staff/staff-permission';
import {
  cancelGrant,
  createCampaign,
  createCode,
  grantForPlayer,
  listCampaigns,
  setCampaignStatus,
} from './staff-commands';
import { listCodes } from './code-list';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };
/** Staff: bonus campaigns created, scheduled, paused and ended, codes, and one player's bonus (audited). */
export function registerBonusStaffRoutes(app: FastifyInstance, requireStaff: RequireStaff) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  registerRoute(
    typed,
    routes.listBonusCampaigns,
    { ...staff, summary: 'Bonus campaigns' },
    async (request) => {
      requireStaff(request);
      return okEnvelope(await listCampaigns(app.db));
    },
  );
  registerRoute(
    typed,
    routes.createBonusCampaign,
    { ...staff, summary: 'Create a bonus campaign with its terms' },
    async (request) => {
      const who = requireStaff(request);
      return okEnvelope(await createCampaign(app.db, request.body, who.id, app.now()));
    },
  );
  registerRoute(
    typed,
    routes.setBonusCampaignStatus,
    { ...staff, summary: 'Schedule, start, pause or end a campaign' },
    async (request) => {
      const who = requireStaff(request);
      return okEnvelope(
        await setCampaignStatus(app.db, {
          id: request.params.id,
          status: request.body.status,
          staffId: who.id,
          now: app.now(),
        }),
      );
    },
  );
  registerRoute(
    typed,
    routes.createBonusCode,
    { ...staff, summary: 'Create a promotion code' },
    async (request) => {
      const who = requireStaff(request);
      return okEnvelope(await createCode(app.db, { ...request.body, staffId: who.id }));
    },
  );
  registerRoute(
    typed,
    routes.listBonusCodes,
    { ...staff, summary: 'Promotion codes, newest first' },
    async (request) => {
      requireStaff(request);
      return okEnvelope(await listCodes(app.db, request.query));
    },
  );
  registerRoute(
    typed,
    routes.grantPlayerBonus,
    { ...staff, summary: "Grant a campaign's bonus to one player" },
    async (request) => {
      const who = requireStaff(request);
      return okEnvelope(await grantForPlayer(app.db, { ...request.body, staffId: who.id, now: app.now() }));
    },
  );
  registerRoute(
    typed,
    routes.cancelPlayerBonus,
    { ...staff, summary: "Cancel a player's bonus (its balance goes back to the house)" },
    async (request) => {
      const who = requireStaff(request);
      return okEnvelope(
        await cancelGrant(app.db, {
          id: request.params.id,
          reason: request.body.reason,
          staffId: who.id,
          now: app.now(),
        }),
      );
    },
  );
}
