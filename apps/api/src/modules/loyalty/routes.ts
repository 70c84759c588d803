import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeadersSchema } from '../../lib/api-headers';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { countHit } from '../../lib/rate-limit';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import { claimCashback } from './cashback';
import { loyaltyOf, loyaltyRewardsOf, vipPeriodRewardsOf } from './loyalty-view';

const player = { config: { session: 'player' as const }, headers: apiHeadersSchema, tags: ['loyalty'] };

/** Claim attempts a player may make in the rate-limit window (one succeeds per day; the rest refuse). */
export const cashbackClaimsPerWindow = 20;

/** The player's loyalty calls: standing, level-up rewards and the daily cashback claim. */
export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.getLoyalty,
    { ...player, summary: "The player's CP, level, category, progress and daily cashback" },
    async (request) => okEnvelope(await loyaltyOf(app.db, sessionPlayer(request).playerId, app.now())),
  );

  registerRoute(
    app,
    playerRoutes.listLoyaltyRewards,
    { ...player, summary: "The player's level-up rewards (cash paid, free spins granted, or waiting)" },
    async (request) => okEnvelope(await loyaltyRewardsOf(app.db, sessionPlayer(request).playerId)),
  );

  registerRoute(
    app,
    playerRoutes.claimCashback,
    {
      ...player,
      summary: 'Claim the daily cashback accrued before today (UTC), once per UTC day',
    },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      const now = app.now();
      const hits = await countHit(app.db, { key: `cashback-claim:${playerId}`, now });
      if (hits > cashbackClaimsPerWindow) throw new AppError('rate_limited');
      const claimed = await claimCashback(app.db, playerId, now);
      return okEnvelope({ claimedMinor: claimed.claimedMinor.toString(), currency: claimed.currency });
    },
  );

  registerRoute(
    app,
    playerRoutes.listVipPeriodRewards,
    { ...player, summary: "The player's VIP weekly and monthly rewards (cashback, cash, free spins)" },
    async (request) => okEnvelope(await vipPeriodRewardsOf(app.db, sessionPlayer(request).playerId)),
  );
};
