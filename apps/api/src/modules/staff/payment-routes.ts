import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { registerPayoutRoutes } from './payout-routes';
import { requireStaff } from './staff-permission';
import { setLimitByStaff, staffLimitBefore } from './staff-player-limit';
import { playerSportsbookTickets } from './staff-player-sportsbook';
import { runReconciliation } from './staff-reconciliation';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/** A limit staff set or tighten, a player's sportsbook tickets, the books' reconciliation (issue 29). */
export function registerPaymentRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    routes.setPlayerLimit,
    {
      ...staff,
      summary: "Set or tighten a player's limit, at once (staff never loosen or remove one)",
    },
    async (request) => {
      requireStaff(request);
      const input = {
        playerId: request.params.id,
        limit: request.body,
        now: app.now(),
        maximumEur: app.config.depositLimitMaxEur,
      };
      request.auditBefore = await staffLimitBefore(app.db, input);
      return okEnvelope(await setLimitByStaff(app.db, input));
    },
  );

  registerRoute(
    app,
    routes.getPlayerSportsbook,
    { ...staff, summary: "A player's sportsbook tickets with each leg's result, newest first" },
    async (request) => okEnvelope({ tickets: await playerSportsbookTickets(app.db, request.params.id) }),
  );

  registerRoute(
    app,
    routes.getReconciliation,
    {
      ...staff,
      summary: "Run the ledger's reconciliation now (read-only) and list payouts held for it",
    },
    async () => okEnvelope(await runReconciliation(app.db, app.now())),
  );

  registerPayoutRoutes(app);
}
