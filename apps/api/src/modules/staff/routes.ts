import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerEngageStaffRoutes } from '../affiliates/staff-routes';
import { registerRoute } from '../../lib/register-route';
import { registerContentStaffRoutes } from '../content/staff-routes';
import { registerChatStaffRoutes } from '../live-chat/staff-routes';
import { listDocumentsForReview } from '../documents/list-documents-for-review';
import { listVipHostTasks } from '../loyalty/loyalty-view';
import { registerCompetitionStaffRoutes } from '../competitions/staff-routes';
import { registerBonusStaffRoutes } from '../bonuses/staff-routes';
import { reviewDocument } from '../documents/review-document';
import { approveWithdrawal } from '../withdrawals/approve-withdrawal';
import { listWithdrawalsForReview } from '../withdrawals/list-withdrawals-for-review';
import { rejectWithdrawal } from '../withdrawals/reject-withdrawal';
import { grantFreeRounds, playerCurrencyOf } from '../games/free-rounds/grant-free-rounds';
import { inTransaction } from '../../db/transaction';
import { freeRoundGrants } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { issueStaffCaptcha } from './staff-login-guard';
import {
  findStaffByToken,
  loginStaff,
  revokeStaffToken,
  upsertStaffUser,
  type StaffRole,
} from './staff-users';

declare module 'fastify' {
  interface FastifyRequest {
    staff: { id: string; username: string; role: StaffRole } | null;
  }
}

// The document shows the bearer token of every staff call (login takes none).
const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/**
 * The staff API (/staff/v1), for the CLI until a back office exists: bearer tokens from /login, a role
 * per route. Never reachable with a player session.
 */
export interface StaffRoutesOptions {
  /** Test seam: the text of drawn captchas (the stored answer is hashed, so tests cannot read it). */
  captchaText?: (() => string) | undefined;
}

// The calls made before there is a token.
const openUrls = new Set(['/staff/v1/login', '/staff/v1/captcha']);

function bearerOf(authorization: string | undefined): string {
  const header = authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, options) => {
  app.decorateRequest('staff', null);

  function requireRole(request: { staff: { role: StaffRole } | null }, roles: readonly StaffRole[]) {
    if (!request.staff || !roles.includes(request.staff.role)) throw new AppError('forbidden');
    return request.staff as { id: string; role: StaffRole };
  }

  app.addHook('onRequest', async (request) => {
    if (openUrls.has(request.routeOptions.url ?? '')) return;
    const token = bearerOf(request.headers.authorization);
    const staff = token
      ? await findStaffByToken(app.db, token, app.now(), app.config.cashier.staffIdleMs)
      : null;
    if (!staff) throw new AppError('staff_unauthorized');
    request.staff = staff;
  });

  registerRoute(
    app,
    routes.login,
    { ...staff, security: [], summary: 'Log in: a bearer token for the other staff calls' },
    async (request) =>
      okEnvelope(
        await loginStaff(app.db, {
          ...request.body,
          ip: request.ip,
          now: app.now(),
          tokenMs: app.config.cashier.staffTokenMs,
          idleMs: app.config.cashier.staffIdleMs,
        }),
      ),
  );

  registerRoute(
    app,
    routes.captcha,
    { ...staff, security: [], summary: 'Draw an image captcha for a log-in that answered captchaRequired' },
    async (request) =>
      okEnvelope(
        await issueStaffCaptcha(app.db, { ip: request.ip, now: app.now(), text: options.captchaText }),
      ),
  );

  registerRoute(
    app,
    routes.logout,
    { ...staff, summary: 'Log out: the bearer token is revoked at once' },
    async (request) =>
      okEnvelope({ revoked: await revokeStaffToken(app.db, bearerOf(request.headers.authorization)) }),
  );

  registerRoute(
    app,
    routes.upsertStaffUser,
    { ...staff, summary: 'Admin: create a staff user or set its password and role' },
    async (request) => {
      requireRole(request, ['admin']);
      return okEnvelope(await upsertStaffUser(app.db, { ...request.body, now: app.now() }));
    },
  );

  registerRoute(
    app,
    routes.listWithdrawals,
    { ...staff, summary: 'Withdrawals to review, oldest first' },
    async (request) => {
      requireRole(request, ['admin', 'cashier']);
      const statuses = request.query.status ? [request.query.status] : [];
      return okEnvelope({ withdrawals: await listWithdrawalsForReview(app.db, statuses, app.now()) });
    },
  );

  registerRoute(
    app,
    routes.approveWithdrawal,
    { ...staff, summary: 'Approve a withdrawal (the player is e-mailed a link for the address)' },
    async (request) => {
      const reviewer = requireRole(request, ['admin', 'cashier']);
      return okEnvelope(await approveWithdrawal(app, request.params.id, reviewer.id));
    },
  );

  registerRoute(
    app,
    routes.rejectWithdrawal,
    { ...staff, summary: 'Reject a withdrawal (its hold goes back to cash)' },
    async (request) => {
      const reviewer = requireRole(request, ['admin', 'cashier']);
      return okEnvelope(
        await rejectWithdrawal(app.db, request.params.id, reviewer.id, request.body.reason, app.now()),
      );
    },
  );

  registerRoute(
    app,
    routes.listDocuments,
    { ...staff, summary: 'Identity documents, oldest first (pending=true for the queue)' },
    async (request) => {
      requireRole(request, ['admin', 'support']);
      const rows = await listDocumentsForReview(app.db, { pendingOnly: request.query.pending === 'true' });
      return okEnvelope({
        documents: rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() })),
      });
    },
  );

  registerRoute(
    app,
    routes.reviewDocument,
    { ...staff, summary: 'Approve or reject a document (the player is told in their messages)' },
    async (request) => {
      requireRole(request, ['admin', 'support']);
      return okEnvelope(
        await reviewDocument(app.db, { documentId: request.params.id, ...request.body, now: app.now() }),
      );
    },
  );

  registerRoute(
    app,
    routes.listVipHostTasks,
    { ...staff, summary: 'VIP host tasks: players who reached level 21 (status=open for the queue)' },
    async (request) => {
      requireRole(request, ['admin', 'support']);
      return okEnvelope(await listVipHostTasks(app.db, { status: request.query.status }));
    },
  );

  registerRoute(
    app,
    routes.grantFreeRounds,
    { ...staff, summary: 'Grant free rounds to a player (idempotent on requestId; audited)' },
    async (request) => {
      const granter = requireRole(request, ['admin', 'support']);
      const body = request.body;
      const now = app.now();
      const grant = await inTransaction(app.db, async (tx) => {
        const result = await grantFreeRounds(tx, {
          playerId: body.playerId,
          gameId: body.gameId,
          rounds: body.rounds,
          currency: await playerCurrencyOf(tx, body.playerId),
          betMinor: body.betMinor === undefined ? undefined : BigInt(body.betMinor),
          source: 'staff',
          sourceKey: `staff:${body.requestId}`,
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
          grantedByStaffId: granter.id,
          staffNote: body.reason,
          now,
        });
        const [row] = await tx
          .select({ status: freeRoundGrants.status })
          .from(freeRoundGrants)
          .where(eq(freeRoundGrants.id, result.grantId));
        return { ...result, status: row?.status ?? 'pending' };
      });
      // The audit trail: who granted what to whom and why (the grant row keeps the staff id too).
      request.log.info(
        {
          audit: 'staff.free_rounds.grant',
          staffId: granter.id,
          playerId: body.playerId,
          gameId: body.gameId,
          rounds: body.rounds,
          grantId: grant.grantId,
          replayed: grant.replayed,
          reason: body.reason,
        },
        'staff granted free rounds',
      );
      return okEnvelope(grant);
    },
  );
  registerContentStaffRoutes(app, requireRole);
  registerChatStaffRoutes(app, requireRole);
  registerEngageStaffRoutes(app, requireRole);
  // competitions: challenges and slot races (issue 16)
  registerCompetitionStaffRoutes(app, requireRole);
  registerBonusStaffRoutes(app, requireRole);
};
