import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWakeSignal, type WakeSignal } from '../wager-facts/wake-signal';

declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes the loyalty loop (started by start-platform.ts) when money moved in this process. */
    loyaltySignal: WakeSignal;
  }
}

/**
 * The loyalty loop's wake-up: every provider wallet call answered with 200 (a bet, win or rollback
 * may have been written to the outbox) wakes it, so the player's CP moves without waiting for a poll.
 */
export const loyaltyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('loyaltySignal', createWakeSignal());
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 200 && request.url.startsWith('/provider/v1/')) app.loyaltySignal.notify();
    });
  },
  { name: 'loyalty' },
);
