import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import {
  listHeldPayouts,
  markPayoutFailed,
  markPayoutPaid,
  payoutState,
  retryPayout,
} from '../withdrawals/held-payouts';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/** Payouts held for reconciliation, and retry, mark paid and mark failed on one (issue 29, item 4). */
export function registerPayoutRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    routes.listHeldPayouts,
    { ...staff, summary: 'Payouts whose outcome is unknown (processing over a minute, no payout id)' },
    async () => okEnvelope({ payouts: await listHeldPayouts(app.db, app.now()) }),
  );

  registerRoute(
    app,
    routes.retryPayout,
    { ...staff, summary: 'Send a held payout again (the processor deduplicates on our withdrawal id)' },
    async (request) => {
      request.auditBefore = await payoutState(app.db, request.params.id);
      const deps = { db: app.db, processor: app.processors.active, now: app.now() };
      return okEnvelope(await retryPayout(deps, request.params.id));
    },
  );

  registerRoute(
    app,
    routes.markPayoutPaid,
    { ...staff, summary: "Record a held payout as paid under the processor's reference" },
    async (request) => {
      request.auditBefore = await payoutState(app.db, request.params.id);
      const reference = request.body.reference.trim();
      return okEnvelope(await markPayoutPaid(app.db, request.params.id, reference, app.now()));
    },
  );

  registerRoute(
    app,
    routes.markPayoutFailed,
    { ...staff, summary: "Record a held payout as failed: its hold goes back to the player's cash" },
    async (request) => {
      request.auditBefore = await payoutState(app.db, request.params.id);
      const reason = request.body.reason.trim();
      return okEnvelope(await markPayoutFailed(app.db, request.params.id, reason, app.now()));
    },
  );
}
