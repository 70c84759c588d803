import {
  sportsbookSettingsSchema,
  type SportsbookSettings,
  type SportsbookSettingsBody,
} from '@casino/contract/sportsbook-settings';
import { sportsbookProviderKeys } from '@casino/contract/routes/sportsbook-keys';
import { splitRouteKey } from '@casino/contract/routes/define';
import { staffRoutes as routes } from '@casino/contract/routes/staff';
import type { FastifyInstance } from 'fastify';
import { sportsbookProviderCode } from '../../config';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { callProvider, ProviderCallError } from '../games/provider-client/provider-client';

const staff = { tags: ['staff'], security: [{ staffBearer: [] }] };

/** The sportsbook's refusals the platform passes on as they are; anything else is provider_unavailable. */
const passedOn = new Set(['validation_error', 'bet_currency_unsupported']);

/**
 * One signed call on the sportsbook's settings routes. Not configured, not answering or answering
 * something else than settings: provider_unavailable (the reason goes to the log).
 */
async function callSettings(
  app: FastifyInstance,
  key: keyof typeof sportsbookProviderKeys,
  body: SportsbookSettingsBody | Record<string, never>,
): Promise<SportsbookSettings> {
  const provider = app.config.games.providers.find((entry) => entry.code === sportsbookProviderCode);
  if (!provider) throw new AppError('provider_unavailable');
  try {
    const answer = await callProvider(provider, splitRouteKey(sportsbookProviderKeys[key]).path, body);
    return sportsbookSettingsSchema.parse(answer);
  } catch (error) {
    if (error instanceof ProviderCallError && error.resultCode && passedOn.has(error.resultCode))
      throw new AppError(error.resultCode as 'validation_error' | 'bet_currency_unsupported');
    app.log.warn({ reason: (error as Error).message }, 'sportsbook settings call failed');
    throw new AppError('provider_unavailable');
  }
}

/** The sportsbook's limits per currency and its margin (issue 29), kept by the sportsbook itself. */
export function registerSportsbookSettingsRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    routes.getSportsbookSettings,
    { ...staff, summary: "The sportsbook's stake and payout limits per currency and its margin" },
    async () => okEnvelope(await callSettings(app, 'getSettings', {})),
  );

  registerRoute(
    app,
    routes.updateSportsbookSettings,
    {
      ...staff,
      summary:
        "Change the sportsbook's limits and margin (new tickets and new prices; placed tickets keep theirs)",
    },
    async (request) => {
      // The audit row holds the settings before and after (the call's answer).
      request.auditBefore = await callSettings(app, 'getSettings', {});
      return okEnvelope(await callSettings(app, 'updateSettings', request.body));
    },
  );
}
