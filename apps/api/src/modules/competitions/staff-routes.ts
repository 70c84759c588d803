import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import type { RequireStaff } from '../staff/staff-permission';
import {
  cancelChallenge,
  cancelRace,
  createChallenge,
  createRaceTemplate,
  listStaffChallenges,
  listStaffRaces,
  scheduleRace,
} from './staff-commands';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };
/** Staff: challenges and slot races created, scheduled, cancelled (each audited) and their results. */
export function registerCompetitionStaffRoutes(app: FastifyInstance, requireStaff: RequireStaff) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  registerRoute(
    typed,
    routes.listChallenges,
    { ...staff, summary: 'Challenges and their winners' },
    async (request) => {
      requireStaff(request);
      return okEnvelope(await listStaffChallenges(app.db));
    },
  );
  registerRoute(
    typed,
    routes.createChallenge,
    { ...staff, summary: 'Create or schedule a challenge (a tier of the rules)' },
    async (request) => {
      const who = requireStaff(request);
      return okEnvelope(await createChallenge(app.db, { ...request.body, staffId: who.id, now: app.now() }));
    },
  );
  registerRoute(
    typed,
    routes.cancelChallenge,
    { ...staff, summary: 'Cancel an open challenge' },
    async (request) => {
      const who = requireStaff(request);
      return okEnvelope(
        await cancelChallenge(app.db, { id: request.params.id, staffId: who.id, now: app.now() }),
      );
    },
  );
  registerRoute(
    typed,
    routes.listSlotRaces,
    { ...staff, summary: 'Slot races and their results' },
    async (request) => {
      requireStaff(request);
      return okEnvelope(await listStaffRaces(app.db));
    },
  );
  registerRoute(
    typed,
    routes.createSlotRace,
    { ...staff, summary: 'Schedule a slot race (prize table by place)' },
    async (request) => {
      const who = requireStaff(request);
      return okEnvelope(await scheduleRace(app.db, { ...request.body, staffId: who.id, now: app.now() }));
    },
  );
  registerRoute(
    typed,
    routes.cancelSlotRace,
    { ...staff, summary: 'Cancel a slot race before it is frozen' },
    async (request) => {
      const who = requireStaff(request);
      return okEnvelope(await cancelRace(app.db, { id: request.params.id, staffId: who.id, now: app.now() }));
    },
  );
  registerRoute(
    typed,
    routes.createSlotRaceTemplate,
    { ...staff, summary: 'A recurring (daily, weekly) slot race template' },
    async (request) => {
      const who = requireStaff(request);
      return okEnvelope(
        await createRaceTemplate(app.db, { ...request.body, staffId: who.id, now: app.now() }),
      );
    },
  );
}
