import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import { acknowledgeRealityCheck } from './acknowledge-reality-check';
import { confirmDepositLimit } from './confirm-deposit-limit';
import { getGamblingLimits } from './get-gambling-limits';
import { getRealityCheck } from './get-reality-check';
import { selfExclude } from './self-exclude';
import { setDepositLimit } from './set-deposit-limit';
import { confirmPlayLimit } from './confirm-play-limit';
import { setPlayLimit } from './set-play-limit';
import { setRealityCheck } from './set-reality-check';

const player = { session: 'player' } as const;
const tags = ['responsible gambling'];

type RgApp = Parameters<FastifyPluginAsyncZod>[0];

/** The limits as the player reads them, and the deposit limits (a raise waits 24 hours). */
function limitRoutes(app: RgApp) {
  const maximumEur = app.config.depositLimitMaxEur;

  registerRoute(
    app,
    playerRoutes.getLimits,
    {
      config: player,
      headers: apiHeadersSchema,
      tags,
      summary: 'Deposit limits, self-exclusion and reality check',
    },
    async (request) =>
      okEnvelope(
        await getGamblingLimits(app.db, {
          ...sessionPlayer(request),
          now: app.now(),
          maximumEur,
        }),
      ),
  );

  registerRoute(
    app,
    playerRoutes.setDepositLimit,
    {
      config: player,
      headers: apiHeadersSchema,
      tags,
      summary: 'Set, lower, raise or remove (amount null) a deposit limit; raises wait 24 hours',
    },
    async (request) => {
      const result = await setDepositLimit(app.db, {
        ...request.body,
        playerId: sessionPlayer(request).playerId,
        now: app.now(),
        maximumEur,
        locale: request.locale,
      });
      const message = result.outcome === 'pending' ? 'deposit_limit_pending' : 'deposit_limit_set';
      return okEnvelope(result.limits, translate(request.locale, message));
    },
  );

  registerRoute(
    app,
    playerRoutes.confirmDepositLimit,
    {
      config: player,
      headers: apiHeadersSchema,
      tags,
      summary: 'Apply a pending raise or removal, 24 hours after it was asked for',
    },
    async (request) =>
      okEnvelope(
        await confirmDepositLimit(app.db, {
          playerId: sessionPlayer(request).playerId,
          period: request.body.period,
          now: app.now(),
          maximumEur,
        }),
        translate(request.locale, 'deposit_limit_confirmed'),
      ),
  );
}

/** The play limits: loss, wager and session time; a loosening waits 24 hours and a confirmation. */
function playLimitRoutes(app: RgApp) {
  const maximumEur = app.config.depositLimitMaxEur;
  registerRoute(
    app,
    playerRoutes.setPlayLimit,
    {
      config: player,
      headers: apiHeadersSchema,
      tags,
      summary:
        'Set, tighten, loosen or remove (amount null) a loss, wager or session limit; loosening waits 24 hours',
    },
    async (request) => {
      const result = await setPlayLimit(app.db, {
        ...request.body,
        ...sessionPlayer(request),
        now: app.now(),
        maximumEur,
        locale: request.locale,
      });
      const message = result.outcome === 'pending' ? 'play_limit_pending' : 'play_limit_set';
      return okEnvelope(result.limits, translate(request.locale, message));
    },
  );

  registerRoute(
    app,
    playerRoutes.confirmPlayLimit,
    {
      config: player,
      headers: apiHeadersSchema,
      tags,
      summary: 'Apply a pending loosening of a loss, wager or session limit, 24 hours after it was asked for',
    },
    async (request) =>
      okEnvelope(
        await confirmPlayLimit(app.db, {
          ...request.body,
          ...sessionPlayer(request),
          now: app.now(),
          maximumEur,
        }),
        translate(request.locale, 'play_limit_confirmed'),
      ),
  );
}

/** The reality check: its interval, whether one is due, and the player's acknowledgement. */
function realityCheckRoutes(app: RgApp) {
  registerRoute(
    app,
    playerRoutes.getRealityCheck,
    { config: player, headers: apiHeadersSchema, tags, summary: 'Reality check of the current session' },
    async (request) =>
      okEnvelope(await getRealityCheck(app.db, { ...sessionPlayer(request), now: app.now() })),
  );

  registerRoute(
    app,
    playerRoutes.setRealityCheck,
    {
      config: player,
      headers: apiHeadersSchema,
      tags,
      summary: 'Choose the reality-check interval in minutes, or null to switch it off',
    },
    async (request) =>
      okEnvelope(
        await setRealityCheck(app.db, {
          ...sessionPlayer(request),
          intervalMinutes: request.body.intervalMinutes,
          now: app.now(),
        }),
        translate(request.locale, 'reality_check_saved'),
      ),
  );

  registerRoute(
    app,
    playerRoutes.acknowledgeRealityCheck,
    { config: player, headers: apiHeadersSchema, tags, summary: 'Acknowledge a due reality check' },
    async (request) =>
      okEnvelope(await acknowledgeRealityCheck(app.db, { ...sessionPlayer(request), now: app.now() })),
  );
}

export const responsibleGamblingRoutes: FastifyPluginAsyncZod = async (app) => {
  limitRoutes(app);
  playLimitRoutes(app);

  registerRoute(
    app,
    playerRoutes.selfExclude,
    {
      config: player,
      headers: apiHeadersSchema,
      tags,
      summary:
        'Freeze the account for 24 hours, take a time-out (24 hours to 6 weeks) or self-exclude (6 months to indefinitely); ends every session',
    },
    async (request) => {
      const data = await selfExclude(app, { ...request.body, playerId: sessionPlayer(request).playerId });
      const message =
        data.kind === 'freeze_24h'
          ? 'freeze_set'
          : data.kind.startsWith('timeout_')
            ? 'timeout_set'
            : 'self_exclusion_set';
      return okEnvelope(data, translate(request.locale, message));
    },
  );

  realityCheckRoutes(app);
};
