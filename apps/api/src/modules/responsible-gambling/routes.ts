import {
  confirmDepositLimitBodySchema,
  gamblingLimitsDataSchema,
  realityCheckStatusSchema,
  selfExcludeBodySchema,
  selfExcludeDataSchema,
  setDepositLimitBodySchema,
  setRealityCheckBodySchema,
} from '@casino/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope, responses } from '../../lib/envelope';
import { sessionPlayer } from '../../lib/session-player';
import { acknowledgeRealityCheck } from './acknowledge-reality-check';
import { confirmDepositLimit } from './confirm-deposit-limit';
import { getGamblingLimits } from './get-gambling-limits';
import { getRealityCheck } from './get-reality-check';
import { selfExclude } from './self-exclude';
import { setDepositLimit } from './set-deposit-limit';
import { setRealityCheck } from './set-reality-check';

const player = { session: 'player' } as const;
const tags = ['responsible gambling'];

export const responsibleGamblingRoutes: FastifyPluginAsyncZod = async (app) => {
  const maximumEur = app.config.depositLimitMaxEur;

  app.get(
    '/player/limits',
    {
      config: player,
      schema: {
        headers: apiHeadersSchema,
        tags,
        summary: 'Deposit limits, self-exclusion and reality check',
        response: responses(gamblingLimitsDataSchema),
      },
    },
    async (request) =>
      okEnvelope(
        await getGamblingLimits(app.db, {
          playerId: sessionPlayer(request).playerId,
          now: app.now(),
          maximumEur,
        }),
      ),
  );

  app.post(
    '/player/limits',
    {
      config: player,
      schema: {
        headers: apiHeadersSchema,
        body: setDepositLimitBodySchema,
        tags,
        summary: 'Set, lower, raise or remove (amount null) a deposit limit; raises wait 24 hours',
        response: responses(gamblingLimitsDataSchema),
      },
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

  app.post(
    '/player/limits/confirm',
    {
      config: player,
      schema: {
        headers: apiHeadersSchema,
        body: confirmDepositLimitBodySchema,
        tags,
        summary: 'Apply a pending raise or removal, 24 hours after it was asked for',
        response: responses(gamblingLimitsDataSchema),
      },
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

  app.post(
    '/player/selfExclusion',
    {
      config: player,
      schema: {
        headers: apiHeadersSchema,
        body: selfExcludeBodySchema,
        tags,
        summary:
          'Freeze the account for 24 hours or self-exclude for 6 months, 1 year or 5 years; ends every session',
        response: responses(selfExcludeDataSchema),
      },
    },
    async (request) => {
      const data = await selfExclude(app, { ...request.body, playerId: sessionPlayer(request).playerId });
      const message = data.kind === 'freeze_24h' ? 'freeze_set' : 'self_exclusion_set';
      return okEnvelope(data, translate(request.locale, message));
    },
  );

  app.get(
    '/player/realityCheck',
    {
      config: player,
      schema: {
        headers: apiHeadersSchema,
        tags,
        summary: 'Reality check of the current session',
        response: responses(realityCheckStatusSchema),
      },
    },
    async (request) =>
      okEnvelope(await getRealityCheck(app.db, { ...sessionPlayer(request), now: app.now() })),
  );

  app.post(
    '/player/realityCheck',
    {
      config: player,
      schema: {
        headers: apiHeadersSchema,
        body: setRealityCheckBodySchema,
        tags,
        summary: 'Choose the reality-check interval in minutes, or null to switch it off',
        response: responses(realityCheckStatusSchema),
      },
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

  app.post(
    '/player/realityCheck/acknowledge',
    {
      config: player,
      schema: {
        headers: apiHeadersSchema,
        tags,
        summary: 'Acknowledge a due reality check',
        response: responses(realityCheckStatusSchema),
      },
    },
    async (request) =>
      okEnvelope(await acknowledgeRealityCheck(app.db, { ...sessionPlayer(request), now: app.now() })),
  );
};
