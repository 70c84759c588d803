import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameProviders, gameRounds, games, players } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { postGameMovement } from '../wallet/wallet-answer';
import { cashAccountOf, wagersAccountOf } from '../wallet/wallet-db';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Seeds for the browser tests, registered only when NODE_ENV is test (never in development or
 * production). A journey cannot wait for a UTC midnight, so the daily cashback's "accrued yesterday"
 * is made honestly: a real bet of the player on a real game, posted through the same ledger movement
 * as the wallet protocol's (player cash -> house wagers, with its game.bet outbox event) but dated 24
 * hours ago. The wager-facts consumer and the cashback projection then see it like any other bet.
 */
export const testSeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = z.object({
    username: z.string().min(1).max(40),
    gameSlug: z.string().min(1).max(100),
    amountMinor: z.string().regex(/^[1-9]\d{0,9}$/),
  });

  app.post('/dev/test/yesterday-bet', { schema: { hide: true, body } }, async (request) => {
    const { username, gameSlug, amountMinor } = request.body;
    const [player] = await app.db
      .select({ id: players.id, currency: players.currency })
      .from(players)
      .where(sql`lower(${players.username}) = lower(${username})`);
    if (!player) throw new AppError('player_not_found');
    const [game] = await app.db
      .select({
        id: games.id,
        category: games.category,
        rtpBasisPoints: games.rtpBasisPoints,
        providerCode: gameProviders.code,
        providerId: gameProviders.id,
      })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(and(eq(games.slug, gameSlug), eq(games.enabled, true)));
    if (!game) throw new AppError('game_not_found');
    const amount = BigInt(amountMinor);
    const wagers = await wagersAccountOf(app.db, player.currency, player.id);
    const transactionId = `test-yesterday-${randomUUID()}`;
    const roundId = randomUUID();
    const at = new Date(app.now().getTime() - dayMs);
    const posted = await inTransaction(app.db, async (tx) => {
      const cash = await cashAccountOf(tx, player.id, player.currency);
      const moved = await postGameMovement(tx, {
        kind: 'bet',
        providerCode: game.providerCode,
        transactionId,
        externalRoundId: transactionId,
        roundId,
        playerId: player.id,
        game: { id: game.id, category: game.category, rtpBasisPoints: game.rtpBasisPoints },
        cashAccountId: cash.id,
        wagersAccountId: wagers,
        amount,
        currency: player.currency,
        stake: amountMinor,
        win: '0',
        createdAt: at,
      });
      // Its round, lost and closed then: the stake is settled and counts.
      await tx.insert(gameRounds).values({
        id: roundId,
        providerId: game.providerId,
        externalRoundId: transactionId,
        playerId: player.id,
        gameId: game.id,
        currency: player.currency,
        stake: amount,
        balanceBefore: moved.balance + amount,
        balanceAfter: moved.balance,
        status: 'closed',
        startedAt: at,
        endedAt: at,
      });
      return moved;
    });
    app.loyaltySignal.notify();
    return { entryId: posted.entryId, balanceMinor: posted.balance.toString() };
  });
};
