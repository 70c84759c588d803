import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import type { StaffRole } from '../staff/staff-users';
import {
  cancelGrant,
  createCampaign,
  createCode,
  grantForPlayer,
  listCampaigns,
  setCampaignStatus,
} from './staff-commands';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };
const operators: readonly StaffRole[] = ['admin', 'support'];

type RequireRole = (request: FastifyRequest, roles: readonly StaffRole[]) => { id: string; role: StaffRole };

/** Staff: bonus campaigns created, scheduled, paused and ended, codes, and one player's bonus (audited). */
export function registerBonusStaffRoutes(app: FastifyInstance, requireRole: RequireRole) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  registerRoute(
    typed,
    routes.listBonusCampaigns,
    { ...staff, summary: 'Bonus campaigns' },
    async (request) => {
      requireRole(request, operators);
      return okEnvelope(await listCampaigns(app.db));
    },
  );
  registerRoute(
    typed,
    routes.createBonusCampaign,
    { ...staff, summary: 'Create a bonus campaign with its terms' },
    async (request) => {
      const who = requireRole(request, ['admin']);
      return okEnvelope(await createCampaign(app.db, request.body, who.id, app.now()));
    },
  );
  registerRoute(
    typed,
    routes.setBonusCampaignStatus,
    { ...staff, summary: 'Schedule, start, pause or end a campaign' },
    async (request) => {
      const who = requireRole(request, ['admin']);
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
      const who = requireRole(request, ['admin']);
      return okEnvelope(await createCode(app.db, { ...request.body, staffId: who.id }));
    },
  );
  registerRoute(
    typed,
    routes.grantPlayerBonus,
    { ...staff, summary: "Grant a campaign's bonus to one player" },
    async (request) => {
      const who = requireRole(request, operators);
      return okEnvelope(await grantForPlayer(app.db, { ...request.body, staffId: who.id, now: app.now() }));
    },
  );
  registerRoute(
    typed,
    routes.cancelPlayerBonus,
    { ...staff, summary: "Cancel a player's bonus (its balance goes back to the house)" },
    async (request) => {
      const who = requireRole(request, operators);
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
