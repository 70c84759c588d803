import { sportsbookRoutes as routes } from '@casino/contract/routes/sportsbook';
import type { ResultCode } from '@casino/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setAutoCashOut } from '../tickets/auto-cash-out.js';
import { acceptCashOut, quoteCashOut, type CashOutRefusal } from '../tickets/cash-out.js';
import type { SportsbookContext } from './context.js';
import { okEnvelope, SportsbookError } from './errors.js';
import { registerRoute } from './register-route.js';
import type { PlayerSession } from './sessions.js';

/** The result code a refused cash-out answers. */
const refusalCodes: Record<CashOutRefusal, ResultCode> = {
  ticket_not_found: 'ticket_not_found',
  ticket_not_open: 'ticket_not_open',
  cash_out_unavailable: 'cash_out_unavailable',
  stake_out_of_range: 'cash_out_stake_invalid',
  quote_expired: 'cash_out_quote_expired',
  market_moved: 'cash_out_market_moved',
};

/**
 * Cash-out for the player's own open tickets: an offer (whole stake, or part of it), then its
 * acceptance, paid through the wallet once however often it is sent.
 */
export function cashOutRoutes(
  app: FastifyInstance,
  options: {
    ctx: SportsbookContext;
    sessionOf: (request: Pick<FastifyRequest, 'headers'>) => Promise<PlayerSession>;
  },
) {
  const { ctx, sessionOf } = options;
  registerRoute(
    app,
    routes.quoteCashOut,
    { summary: 'A cash-out offer for an open ticket' },
    async (request) => {
      const session = await sessionOf(request);
      const stake = request.body.stake === undefined ? undefined : BigInt(request.body.stake);
      const answer = await quoteCashOut(ctx.deps, {
        playerId: session.playerId,
        ticketId: request.params.id,
        ...(stake === undefined ? {} : { stakeMinor: stake }),
      });
      if (!answer.ok) throw new SportsbookError(refusalCodes[answer.reason], session.language);
      const { quote } = answer;
      return okEnvelope({
        quoteId: quote.quoteId,
        ticketId: quote.ticketId,
        stake: quote.stakeMinor.toString(),
        amount: quote.amountMinor.toString(),
        expiresAt: quote.expiresAt.toISOString(),
      });
    },
  );
  registerRoute(app, routes.acceptCashOut, { summary: 'Accept a cash-out offer' }, async (request) => {
    const session = await sessionOf(request);
    const answer = await acceptCashOut(ctx.deps, { playerId: session.playerId, quoteId: request.params.id });
    if (!answer.ok) throw new SportsbookError(refusalCodes[answer.reason], session.language);
    return okEnvelope({
      ticketId: answer.ticketId,
      amount: answer.amountMinor.toString(),
      status: answer.status,
      stake: answer.stakeMinor.toString(),
    });
  });
  autoCashOutRoutes(app, options);
}

/** The player's automatic cash-out on an open ticket: set (or changed), and removed. */
function autoCashOutRoutes(app: FastifyInstance, options: Parameters<typeof cashOutRoutes>[1]) {
  const { ctx, sessionOf } = options;
  const handle = async (
    request: Pick<FastifyRequest, 'headers'> & { params: { id: string } },
    amountMinor: bigint | null,
  ) => {
    const session = await sessionOf(request);
    const answer = await setAutoCashOut(ctx.deps, {
      playerId: session.playerId,
      ticketId: request.params.id,
      amountMinor,
    });
    if (!answer.ok) throw new SportsbookError(answer.reason, session.language);
    return okEnvelope({ ticketId: answer.ticketId, amount: answer.amountMinor?.toString() ?? null });
  };
  registerRoute(app, routes.setAutoCashOut, { summary: 'Cash out automatically at an amount' }, (request) =>
    handle(request, BigInt(request.body.amount)),
  );
  registerRoute(app, routes.cancelAutoCashOut, { summary: 'Remove an automatic cash-out' }, (request) =>
    handle(request, null),
  );
}
