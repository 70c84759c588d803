import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { enforceRateLimits } from '../../lib/rate-limit';
import { confirmEmail } from './confirm-email';
import { registerPlayer } from './register-player';
import { validateField } from './validate-field';

type AccountApp = Parameters<FastifyPluginAsyncZod>[0];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSignUpRoutes(app);
  registerConfirmationRoutes(app);
};

/** Sign-up and its field checks, rate limited per address. */
function registerSignUpRoutes(app: AccountApp) {
  const limits = app.config.accounts.rateLimits;

  registerRoute(
    app,
    playerRoutes.register,
    {
      config: { session: 'anon' },
      headers: apiHeadersSchema,
      tags: ['accounts'],
      summary: 'Sign up; a confirmation e-mail follows',
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

  registerRoute(
    app,
    playerRoutes.validateField,
    {
      headers: apiHeadersSchema,
      tags: ['accounts'],
      summary: 'Check one sign-up field',
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
}

/** The e-mail confirmation: its form and the token of the mailed link. */
function registerConfirmationRoutes(app: AccountApp) {
  registerRoute(
    app,
    playerRoutes.getCompleteTokenSchema,
    {
      headers: apiHeadersSchema,
      tags: ['accounts'],
      summary: 'The form of the e-mail confirmation',
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

  registerRoute(
    app,
    playerRoutes.completeToken,
    {
      headers: apiHeadersSchema,
      tags: ['accounts'],
      summary: 'Confirm the e-mail address with the token of the mailed link',
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
}
