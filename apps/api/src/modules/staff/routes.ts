import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../../lib/app-error';
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
import { approveWithdrawal, withdrawalReviewState } from '../withdrawals/approve-withdrawal';
import { listWithdrawalsForReview } from '../withdrawals/list-withdrawals-for-review';
import { rejectWithdrawal } from '../withdrawals/reject-withdrawal';
import { grantFreeRounds, playerCurrencyOf } from '../games/free-rounds/grant-free-rounds';
import { inTransaction } from '../../db/transaction';
import { freeRoundGrants } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { issueStaffCaptcha } from './staff-login-guard';
import { staffRoutePermissions, type StaffRouteName } from '@casino/contract/routes/staff-permissions';
import { registerBackofficeRoutes } from './backoffice-routes';
import { registerPlayerActionRoutes } from './player-action-routes';
import { registerReportRoutes } from './report-routes';
import { registerCatalogueRoutes } from './catalogue-routes';
import { registerSportsbookSettingsRoutes } from './sportsbook-settings-routes';
import { withdrawalRisksOf } from './withdrawal-risk';
import { totpRequiredFor } from './staff-second-factor-policy';
import { recordStaffCall, recordStaffLogin } from './staff-audit';
import { auditInTransaction, bindStaffDatabase } from './audited-call';
import {
  checkStaffPermission,
  isOpenStaffRoute,
  requireStaff,
  staffRouteNameOf,
  type StaffMember,
} from './staff-permission';
import { findStaffByToken, loginStaff, revokeStaffToken, upsertStaffUser } from './staff-users';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffMember | null;
    /** The contract's name of the staff route, once its permission let the call in. */
    staffRoute: StaffRouteName | null;
    /** Set by a handler that read the state it changes, for the audit's "before". */
    auditBefore: unknown;
    /** Whether the call's audit row was written in its transaction (else onSend writes it). */
    staffAudited: boolean;
  }
}

// The document shows the bearer token of every staff call (login takes none).
const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/**
 * The staff API (/staff/v1), for the back office and the CLI: bearer tokens from /login, and one
 * permission per route (packages/contract routes/staff-permissions.ts) checked here before any handler
 * runs. Every mutating call the check let in leaves one staff audit row. Never reachable with a player
 * session.
 */
export interface StaffRoutesOptions {
  /** Test seam: the text of drawn captchas (the stored answer is hashed, so tests cannot read it). */
  captchaText?: (() => string) | undefined;
}

function bearerOf(authorization: string | undefined): string {
  const header = authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

function resultCodeOf(error: unknown): string {
  return isAppError(error) ? error.code : 'internal_error';
}

type StaffApp = Parameters<FastifyPluginAsyncZod<StaffRoutesOptions>>[0];

/**
 * Every staff call but log-in and captcha needs a live session whose role has the route's permission
 * (checked before the handler); every POST that got in writes one audit row: in the handler's own
 * transaction when it answers, after the rollback when it fails (audited-call.ts).
 */
function sessionAndAuditHooks(app: StaffApp) {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffRoute', null);
  app.decorateRequest('auditBefore', null);
  app.decorateRequest('staffAudited', false);
  const instance = app as unknown as FastifyInstance;
  auditInTransaction(instance, bindStaffDatabase(instance));

  app.addHook('onRequest', async (request) => {
    const name = staffRouteNameOf(request);
    if (isOpenStaffRoute(name)) return;
    const token = bearerOf(request.headers.authorization);
    const member = token
      ? await findStaffByToken(app.db, token, app.now(), app.config.cashier.staffIdleMs)
      : null;
    if (!member) throw new AppError('staff_unauthorized');
    // An unknown URL under the prefix is left to the not-found answer.
    if (request.routeOptions.url) checkStaffPermission(name, member.role);
    // Second factor compulsory: until enrolled, only the member's own session calls (enrol, log out).
    const needsEnrolment =
      !member.totpEnrolled &&
      (await totpRequiredFor(app.db, member.role, app.config.cashier.staffTotpRequired));
    if (needsEnrolment && name && staffRoutePermissions[name] !== 'session')
      throw new AppError('totp_enrolment_required');
    request.staff = member;
    request.staffRoute = name;
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.staff && request.staffRoute && request.method === 'POST' && !request.staffAudited) {
      await recordStaffCall(app.db, {
        staff: request.staff,
        route: request.staffRoute,
        params: request.params,
        body: request.body,
        before: request.auditBefore,
        payload,
        ip: request.ip,
        now: app.now(),
      });
    }
    return payload;
  });
}

/** Log-in (with its captcha), log-out, and the admin's staff accounts. */
function sessionRoutes(app: StaffApp, options: StaffRoutesOptions) {
  registerRoute(
    app,
    routes.login,
    { ...staff, security: [], summary: 'Log in: a bearer token for the other staff calls' },
    async (request) => {
      const attempt = { username: request.body.username, ip: request.ip, now: app.now() };
      try {
        const session = await loginStaff(app.db, {
          ...request.body,
          ...attempt,
          tokenMs: app.config.cashier.staffTokenMs,
          idleMs: app.config.cashier.staffIdleMs,
          totpKey: app.config.cashier.staffTotpKey,
        });
        await recordStaffLogin(app.db, { ...attempt, resultCode: 'ok' });
        return okEnvelope(session);
      } catch (error) {
        await recordStaffLogin(app.db, { ...attempt, resultCode: resultCodeOf(error) });
        throw error;
      }
    },
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
      requireStaff(request);
      return okEnvelope(await upsertStaffUser(app.db, { ...request.body, now: app.now() }));
    },
  );
}

/** The review queues: withdrawals and identity documents. */
function reviewRoutes(app: StaffApp) {
  registerRoute(
    app,
    routes.listWithdrawals,
    { ...staff, summary: 'Withdrawals to review, oldest first' },
    async (request) => {
      requireStaff(request);
      const statuses = request.query.status ? [request.query.status] : [];
      const listed = await listWithdrawalsForReview(
        app.db,
        statuses,
        app.now(),
        app.config.cashier.secondApprovalAboveMinor,
      );
      const risks = await withdrawalRisksOf(
        app.db,
        listed.map((withdrawal) => withdrawal.id),
        app.now(),
        app.config.cashier.withdrawalRisk,
      );
      const withdrawals = listed.map((row) => ({ ...row, risk: risks.get(row.id) ?? null }));
      return okEnvelope({ withdrawals });
    },
  );

  registerRoute(
    app,
    routes.approveWithdrawal,
    { ...staff, summary: 'Approve a withdrawal (the player is e-mailed a link for the address)' },
    async (request) => {
      const reviewer = requireStaff(request);
      request.auditBefore = await withdrawalReviewState(app.db, request.params.id);
      return okEnvelope(await approveWithdrawal(app, request.params.id, reviewer.id));
    },
  );

  registerRoute(
    app,
    routes.rejectWithdrawal,
    { ...staff, summary: 'Reject a withdrawal (its hold goes back to cash)' },
    async (request) => {
      const reviewer = requireStaff(request);
      request.auditBefore = await withdrawalReviewState(app.db, request.params.id);
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
      requireStaff(request);
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
      requireStaff(request);
      return okEnvelope(
        await reviewDocument(app.db, { documentId: request.params.id, ...request.body, now: app.now() }),
      );
    },
  );
}

/** Looking after players: the VIP hosts' tasks and free rounds granted by hand. */
function playerCareRoutes(app: StaffApp) {
  registerRoute(
    app,
    routes.listVipHostTasks,
    { ...staff, summary: 'VIP host tasks: players who reached level 21 (status=open for the queue)' },
    async (request) => {
      requireStaff(request);
      return okEnvelope(await listVipHostTasks(app.db, { status: request.query.status }));
    },
  );

  registerRoute(
    app,
    routes.grantFreeRounds,
    { ...staff, summary: 'Grant free rounds to a player (idempotent on requestId; audited)' },
    async (request) => {
      const granter = requireStaff(request);
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
}

export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, options) => {
  sessionAndAuditHooks(app);
  sessionRoutes(app, options);
  reviewRoutes(app);
  playerCareRoutes(app);
  registerContentStaffRoutes(app, requireStaff);
  registerChatStaffRoutes(app, requireStaff);
  registerEngageStaffRoutes(app, requireStaff);
  // competitions: challenges and slot races (issue 16)
  registerCompetitionStaffRoutes(app, requireStaff);
  registerBonusStaffRoutes(app, requireStaff);
  registerBackofficeRoutes(app);
  registerPlayerActionRoutes(app as unknown as FastifyInstance);
  registerReportRoutes(app as unknown as FastifyInstance);
  registerCatalogueRoutes(app as unknown as FastifyInstance);
  registerSportsbookSettingsRoutes(app as unknown as FastifyInstance);
};
