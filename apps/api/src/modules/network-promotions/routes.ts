import { playerRoutes } from '@casino/contract/routes/player';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { players } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { apiHeadersSchema } from '../../lib/api-headers';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { createPromotionLists } from './provider-promotions';
import { networkPromotionsView, networkPromotionView } from './views';

const open = {
  config: { session: 'optional' as const },
  headers: apiHeadersSchema,
  tags: ['network promotions'],
};

async function currencyOf(db: DbExecutor, playerId: string | null): Promise<string> {
  if (!playerId) return 'EUR';
  const [row] = await db.select({ currency: players.currency }).from(players).where(eq(players.id, playerId));
  return row?.currency ?? 'EUR';
}

/** Network promotions (issue 16, item 4): the providers' drops and races, open to visitors too. */
export const networkPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = createPromotionLists({ providers: app.config.games.providers, now: app.now, log: app.log });

  registerRoute(
    app,
    playerRoutes.listNetworkPromotions,
    { ...open, summary: "The game providers' network promotions, amounts in the player's currency" },
    async (request) => {
      const playerId = request.playerSession?.playerId ?? null;
      const currency = await currencyOf(app.db, playerId);
      return okEnvelope(
        await networkPromotionsView(app.db, await lists.list(), { currency, locale: request.locale }),
      );
    },
  );

  registerRoute(
    app,
    playerRoutes.getNetworkPromotion,
    { ...open, summary: "A network promotion's terms, prizes, winners and the player's own prizes" },
    async (request) => {
      const promotion = (await lists.list()).find((entry) => entry.code === request.params.url);
      if (!promotion) throw new AppError('not_found');
      const playerId = request.playerSession?.playerId ?? null;
      const currency = await currencyOf(app.db, playerId);
      return okEnvelope(
        await networkPromotionView(app.db, promotion, { currency, locale: request.locale, playerId }),
      );
    },
  );
};
