import { AsyncLocalStorage } from 'node:async_hooks';
import { staffRoutePermissions, type StaffRouteName } from '@casino/contract/routes/staff-permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '../../db/client';
import { retryingTransaction, type DbTransaction } from '../../db/transaction';
import { recordStaffCall } from './staff-audit';
import { staffRouteNameAt } from './staff-permission';

/**
 * A mutating staff call runs in one transaction with its audit row: the change and the row that tells
 * who made it commit together or not at all. Handlers keep calling `app.db`; inside the call, the staff
 * plugin's `db` (and the catalogue's) answers the call's transaction, so every module's staff route
 * joins it without knowing (their own `inTransaction` becomes a savepoint).
 */
const callTransaction = new AsyncLocalStorage<DbTransaction>();

/** Points the staff plugin's database decorators at the running call's transaction, when there is one. */
export function bindStaffDatabase(app: FastifyInstance): Database {
  const rootDb = app.db;
  const rootCatalogueDb = app.catalogueDb;
  // The plugin's instance inherits its decorators from the root's; own properties shadow them here only.
  Object.defineProperty(app, 'db', {
    get: () => (callTransaction.getStore() as unknown as Database | undefined) ?? rootDb,
  });
  Object.defineProperty(app, 'catalogueDb', {
    get: () => (callTransaction.getStore() as unknown as Database | undefined) ?? rootCatalogueDb,
  });
  return rootDb;
}

/**
 * Mutating routes that call a third party (the payment processor) and so never run in a call
 * transaction: a row locked by the call's transaction would stay locked for as long as the third party
 * takes, and a retried transaction would call it twice. Each keeps its own steps short (a guarded
 * claim, the call outside any transaction, a guarded record of the answer) and is audited by the
 * plugin's onSend hook once it has answered, exactly once like the others.
 */
const callsThirdParty: ReadonlySet<StaffRouteName> = new Set<StaffRouteName>(['retryPayout']);

function isMutatingStaffRoute(name: StaffRouteName | null, method: string): boolean {
  return (
    name !== null && staffRoutePermissions[name] !== null && method === 'POST' && !callsThirdParty.has(name)
  );
}

type Handler = (this: unknown, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Wraps the handler of each mutating staff route: handler and audit row in one transaction. A call that
 * fails (its change rolled back) is audited after the rollback by the plugin's onSend hook, which skips
 * the calls audited here.
 */
export function auditInTransaction(app: FastifyInstance, rootDb: Database) {
  app.addHook('onRoute', (routeOptions: RouteOptions) => {
    const methods = [routeOptions.method].flat();
    const isMutating = methods.some((method) =>
      isMutatingStaffRoute(staffRouteNameAt(method, routeOptions.url), method),
    );
    if (!isMutating) return;
    const handler = routeOptions.handler as Handler;
    routeOptions.handler = async function auditedHandler(request, reply) {
      return retryingTransaction(() =>
        rootDb.transaction((tx) =>
          callTransaction.run(tx, async () => {
            const answer = await handler.call(this, request, reply);
            const staff = request.staff;
            if (staff && request.staffRoute) {
              await recordStaffCall(tx, {
                staff,
                route: request.staffRoute,
                params: request.params,
                body: request.body,
                before: request.auditBefore,
                payload: answer,
                ip: request.ip,
                now: app.now(),
              });
              request.staffAudited = true;
            }
            return answer;
          }),
        ),
      );
    };
  });
}
