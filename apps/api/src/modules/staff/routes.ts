import { withdrawalStatusNames } from '@casino/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { okEnvelope, responses } from '../../lib/envelope';
import { listDocumentsForReview } from '../documents/list-documents-for-review';
import { reviewDocument } from '../documents/review-document';
import { approveWithdrawal } from '../withdrawals/approve-withdrawal';
import { listWithdrawalsForReview } from '../withdrawals/list-withdrawals-for-review';
import { rejectWithdrawal } from '../withdrawals/reject-withdrawal';
import { findStaffByToken, loginStaff, staffRoles, upsertStaffUser, type StaffRole } from './staff-users';

declare module 'fastify' {
  interface FastifyRequest {
    staff: { id: string; username: string; role: StaffRole } | null;
  }
}

const idParams = z.object({ id: z.uuid() });
// The document shows the envelope and the bearer token of every staff call (login takes none).
const staffSchema = { tags: ['staff'], security: [{ staffBearer: [] }], response: responses(z.unknown()) };

/**
 * The staff API (/staff/v1), for the CLI until a back office exists: bearer tokens from /login, a role
 * per route. Never reachable with a player session.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('staff', null);

  function requireRole(request: { staff: { role: StaffRole } | null }, roles: readonly StaffRole[]) {
    if (!request.staff || !roles.includes(request.staff.role)) throw new AppError('forbidden');
    return request.staff as { id: string; role: StaffRole };
  }

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url === '/staff/v1/login') return;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const staff = token ? await findStaffByToken(app.db, token, app.now()) : null;
    if (!staff) throw new AppError('staff_unauthorized');
    request.staff = staff;
  });

  app.post(
    '/login',
    {
      schema: {
        ...staffSchema,
        security: [],
        body: z.object({ username: z.string().min(1).max(100), password: z.string().min(1).max(200) }),
      },
    },
    async (request) =>
      okEnvelope(
        await loginStaff(app.db, {
          ...request.body,
          ip: request.ip,
          now: app.now(),
          tokenMs: app.config.cashier.staffTokenMs,
        }),
      ),
  );

  app.post(
    '/staff',
    {
      schema: {
        ...staffSchema,
        body: z.object({
          username: z.string().min(3).max(100),
          password: z.string().min(12).max(200),
          role: z.enum(staffRoles),
        }),
      },
    },
    async (request) => {
      requireRole(request, ['admin']);
      return okEnvelope(await upsertStaffUser(app.db, { ...request.body, now: app.now() }));
    },
  );

  app.get(
    '/withdrawals',
    {
      schema: {
        ...staffSchema,
        querystring: z.object({ status: z.enum(withdrawalStatusNames).optional() }),
      },
    },
    async (request) => {
      requireRole(request, ['admin', 'cashier']);
      const statuses = request.query.status ? [request.query.status] : [];
      return okEnvelope({ withdrawals: await listWithdrawalsForReview(app.db, statuses, app.now()) });
    },
  );

  app.post('/withdrawals/:id/approve', { schema: { ...staffSchema, params: idParams } }, async (request) => {
    const staff = requireRole(request, ['admin', 'cashier']);
    return okEnvelope(await approveWithdrawal(app, request.params.id, staff.id));
  });

  app.post(
    '/withdrawals/:id/reject',
    {
      schema: {
        ...staffSchema,
        params: idParams,
        body: z.object({ reason: z.string().max(500).default('') }).default({ reason: '' }),
      },
    },
    async (request) => {
      const staff = requireRole(request, ['admin', 'cashier']);
      return okEnvelope(
        await rejectWithdrawal(app.db, request.params.id, staff.id, request.body.reason, app.now()),
      );
    },
  );

  app.get(
    '/documents',
    {
      schema: { ...staffSchema, querystring: z.object({ pending: z.enum(['true', 'false']).optional() }) },
    },
    async (request) => {
      requireRole(request, ['admin', 'support']);
      const rows = await listDocumentsForReview(app.db, { pendingOnly: request.query.pending === 'true' });
      return okEnvelope({
        documents: rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() })),
      });
    },
  );

  app.post(
    '/documents/:id/review',
    {
      schema: {
        ...staffSchema,
        params: idParams,
        body: z.object({
          decision: z.enum(['approve', 'reject']),
          note: z.string().max(500).nullable().default(null),
        }),
      },
    },
    async (request) => {
      requireRole(request, ['admin', 'support']);
      return okEnvelope(
        await reviewDocument(app.db, { documentId: request.params.id, ...request.body, now: app.now() }),
      );
    },
  );
};
