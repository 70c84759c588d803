import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { listTotpPolicy, setTotpPolicy } from './staff-second-factor-policy';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/** The admin's choice of which roles must enrol a second factor (permission staff.manage). */
export function registerTotpPolicyRoutes(app: FastifyInstance): void {
  const byDefault = () => app.config.cashier.staffTotpRequired;
  registerRoute(
    app,
    routes.getTotpPolicy,
    { ...staff, summary: 'Per role: must its members enrol a second factor' },
    async () => okEnvelope(await listTotpPolicy(app.db, byDefault())),
  );

  registerRoute(
    app,
    routes.setTotpPolicy,
    { ...staff, summary: "Choose whether a role's members must enrol a second factor" },
    async (request) => {
      const before = await listTotpPolicy(app.db, byDefault());
      request.auditBefore = before.roles.find((entry) => entry.role === request.body.role) ?? null;
      return okEnvelope(
        await setTotpPolicy(app.db, { ...request.body, now: app.now(), byDefault: byDefault() }),
      );
    },
  );
}
