import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { listStaffAudit } from './staff-audit-sources';
import { requireStaff } from './staff-permission';
import { getStaffPlayer, searchPlayers } from './staff-players';
import { confirmTotpEnrolment, startTotpEnrolment } from './staff-second-factor';
import { totpRequiredFor } from './staff-second-factor-policy';
import { getStaffMe } from './staff-users';
import { registerTotpPolicyRoutes } from './totp-policy-routes';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/** The back office's calls: who is logged in, their second factor, players, the audit trail. */
export function registerBackofficeRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    routes.getMe,
    { ...staff, summary: 'The logged-in staff member and their permissions' },
    async (request) => {
      const member = requireStaff(request);
      const required = await totpRequiredFor(app.db, member.role, app.config.cashier.staffTotpRequired);
      return okEnvelope(await getStaffMe(app.db, member.id, required));
    },
  );

  registerRoute(
    app,
    routes.startTotpEnrolment,
    { ...staff, summary: 'Start TOTP enrolment: a new secret and its otpauth URI (confirm with a code)' },
    async (request) =>
      okEnvelope(await startTotpEnrolment(app.db, requireStaff(request), app.config.cashier.staffTotpKey)),
  );

  registerRoute(
    app,
    routes.confirmTotpEnrolment,
    { ...staff, summary: 'Confirm TOTP enrolment with a code: answers ten single-use recovery codes' },
    async (request) =>
      okEnvelope(
        await confirmTotpEnrolment(app.db, {
          staffId: requireStaff(request).id,
          code: request.body.code,
          now: app.now(),
          key: app.config.cashier.staffTotpKey,
        }),
      ),
  );

  registerRoute(
    app,
    routes.searchPlayers,
    { ...staff, summary: 'Players by id, or username or e-mail prefix (25 at most, newest first)' },
    async (request) =>
      okEnvelope({ players: await searchPlayers(app.db, request.query.q, request.query.by) }),
  );

  registerRoute(
    app,
    routes.getPlayer,
    { ...staff, summary: "A player's page: profile, balances, limits, latest transactions" },
    async (request) =>
      okEnvelope(
        await getStaffPlayer(app.db, {
          playerId: request.params.id,
          now: app.now(),
          maximumEur: app.config.depositLimitMaxEur,
        }),
      ),
  );

  registerRoute(
    app,
    routes.listAudit,
    { ...staff, summary: 'The staff audit trail, newest first, by staff member, action, target and time' },
    async (request) => okEnvelope({ entries: await listStaffAudit(app.db, request.query) }),
  );
  registerTotpPolicyRoutes(app);
}
