import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { approveAdjustment, listAdjustments, requestAdjustment } from './balance-adjustments';
import { requireStaff } from './staff-permission';
import {
  addPlayerNote,
  changePlayerStatus,
  forcePasswordReset,
  playerStatusOf,
  sendStaffMessage,
  setPlayerTags,
  type PlayerStatusChange,
} from './staff-player-actions';
import { dailyReport, reportCsv } from './staff-reports';
import { createDocumentStore } from '../documents/storage/create-document-store';
import { documentFileOf } from './staff-document-file';
import { registerPaymentRoutes } from './payment-routes';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/**
 * The back office's actions on a player, balance adjustments and reports. Each mutating call runs in
 * one transaction with its audit row (audited-call.ts); its "before" is the player's status.
 */
export function registerPlayerActionRoutes(app: FastifyInstance): void {
  type StatusRoute = typeof routes.blockPlayer | typeof routes.unblockPlayer | typeof routes.closePlayer;
  const statusChanges: Array<[StatusRoute, PlayerStatusChange, string]> = [
    [routes.blockPlayer, 'block', 'Block a player: sessions end, log-in refused until unblocked'],
    [routes.unblockPlayer, 'unblock', 'Unblock a player (a closed account stays closed)'],
    [routes.closePlayer, 'close', 'Close an account: sessions end, log-in refused'],
  ];
  for (const [route, change, summary] of statusChanges) {
    registerRoute(app, route, { ...staff, summary }, async (request) => {
      requireStaff(request);
      request.auditBefore = await playerStatusOf(app.db, request.params.id);
      return okEnvelope(
        await changePlayerStatus(app.db, {
          playerId: request.params.id,
          change,
          reason: request.body.reason,
          now: app.now(),
        }),
      );
    });
  }

  registerRoute(
    app,
    routes.forcePasswordReset,
    { ...staff, summary: 'Force a new password: sessions end, the player is mailed a reset link' },
    async (request) => {
      requireStaff(request);
      return okEnvelope(await forcePasswordReset(app, request.params.id));
    },
  );

  registerRoute(
    app,
    routes.sendPlayerMessage,
    { ...staff, summary: "Send a message to the player's inbox" },
    async (request) => {
      requireStaff(request);
      const input = { playerId: request.params.id, message: request.body.message, now: app.now() };
      return okEnvelope(await sendStaffMessage(app.db, input));
    },
  );

  registerRoute(
    app,
    routes.addPlayerNote,
    { ...staff, summary: 'Add a staff note to a player' },
    async (request) =>
      okEnvelope(
        await addPlayerNote(app.db, {
          playerId: request.params.id,
          staff: requireStaff(request),
          body: request.body.body,
          now: app.now(),
        }),
      ),
  );

  registerRoute(
    app,
    routes.setPlayerTags,
    { ...staff, summary: "Replace a player's tags" },
    async (request) => {
      requireStaff(request);
      request.auditBefore = { tags: (await playerStatusOf(app.db, request.params.id)).tags };
      return okEnvelope(
        await setPlayerTags(app.db, { playerId: request.params.id, tags: request.body.tags, now: app.now() }),
      );
    },
  );

  registerAdjustmentAndReportRoutes(app);
  registerPaymentRoutes(app);
}

function registerAdjustmentAndReportRoutes(app: FastifyInstance): void {
  const documents = createDocumentStore(app.config);
  registerRoute(
    app,
    routes.adjustBalance,
    {
      ...staff,
      summary:
        "Adjust a player's cash with a reason (idempotent on requestId; two people above the threshold)",
    },
    async (request) =>
      okEnvelope(
        await requestAdjustment(app.db, {
          playerId: request.params.id,
          ...request.body,
          staff: requireStaff(request),
          now: app.now(),
          thresholds: app.config.cashier.secondApprovalAboveMinor,
        }),
      ),
  );

  registerRoute(
    app,
    routes.listAdjustments,
    { ...staff, summary: 'Balance adjustments, newest first (status=awaiting_approval for the queue)' },
    async (request) => okEnvelope({ adjustments: await listAdjustments(app.db, request.query) }),
  );

  registerRoute(
    app,
    routes.approveAdjustment,
    { ...staff, summary: 'Approve an adjustment above the threshold (a second, different staff member)' },
    async (request) =>
      okEnvelope(
        await approveAdjustment(app.db, {
          id: request.params.id,
          staff: requireStaff(request),
          now: app.now(),
        }),
      ),
  );

  registerRoute(
    app,
    routes.getDocumentFile,
    { ...staff, summary: "An identity document's file, for the KYC reviewer's browser" },
    async (request) => okEnvelope(await documentFileOf(app.db, documents, request.params.id)),
  );

  registerRoute(
    app,
    routes.getReport,
    {
      ...staff,
      summary: 'Deposits, withdrawals, GGR, NGR, new and active players by day and currency, with CSV',
    },
    async (request) => {
      const rows = await dailyReport(app.db, request.query);
      return okEnvelope({ rows, csv: reportCsv(rows) });
    },
  );
}
