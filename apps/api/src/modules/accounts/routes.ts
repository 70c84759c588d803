import {
  completeTokenBodySchema,
  completeTokenDataSchema,
  formSchemaDataSchema,
  registerDataSchema,
  registerLongBodySchema,
  validateFieldBodySchema,
  validateFieldDataSchema,
} from '@casino/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope, responses } from '../../lib/envelope';
import { enforceRateLimits } from '../../lib/rate-limit';
import { confirmEmail } from './confirm-email';
import { registerPlayer } from './register-player';
import { validateField } from './validate-field';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.accounts.rateLimits;

  app.post(
    '/register/:type',
    {
      config: { session: 'anon' },
      schema: {
        headers: apiHeadersSchema,
        params: z.object({ type: z.literal('long') }),
        body: registerLongBodySchema,
        tags: ['accounts'],
        summary: 'Sign up; a confirmation e-mail follows',
        response: responses(registerDataSchema),
      },
    },
    async (request) => {
      await enforceRateLimits(app.db, app.now(), [
        { key: `signup:ip:${request.ip}`, max: limits.signupPerAddress },
      ]);
      const data = await registerPlayer(app, {
        body: request.body,
        skinId: request.skin.id,
        locale: request.locale,
        now: app.now(),
      });
      return okEnvelope(data, translate(request.locale, 'signup_successful'));
    },
  );

  app.post(
    '/validateField',
    {
      schema: {
        headers: apiHeadersSchema,
        body: validateFieldBodySchema,
        tags: ['accounts'],
        summary: 'Check one sign-up field',
        response: responses(validateFieldDataSchema),
      },
    },
    async (request) => {
      await enforceRateLimits(app.db, app.now(), [
        { key: `validate:ip:${request.ip}`, max: limits.validateFieldPerAddress },
      ]);
      return okEnvelope(
        await validateField(app.db, { ...request.body, locale: request.locale, now: app.now() }),
      );
    },
  );

  app.get(
    '/register/complete/token/schema',
    {
      schema: {
        headers: apiHeadersSchema,
        tags: ['accounts'],
        summary: 'The form of the e-mail confirmation',
        response: responses(formSchemaDataSchema),
      },
    },
    async () =>
      okEnvelope({
        type: 'token',
        fields: [
          {
            name: 'token',
            kind: 'text' as const,
            required: true,
            minLength: 1,
            maxLength: 200,
            options: null,
            value: '',
            readOnly: false,
          },
        ],
      }),
  );

  app.post(
    '/register/complete/token',
    {
      schema: {
        headers: apiHeadersSchema,
        body: completeTokenBodySchema,
        tags: ['accounts'],
        summary: 'Confirm the e-mail address with the token of the mailed link',
        response: responses(completeTokenDataSchema),
      },
    },
    async (request) => {
      const data = await confirmEmail(app.db, {
        token: request.body.token,
        skinName: request.skin.name,
        now: app.now(),
      });
      return okEnvelope(data, translate(request.locale, 'email_confirmed'));
    },
  );
};
