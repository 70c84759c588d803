import type { formFieldSchema } from '@casino/contract';
import { playerRoutes } from '@casino/contract/routes/player';
import { limits as ruleLimits } from '@casino/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { translate } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import { changePassword } from './change-password';
import { requestPasswordReset } from './forgot-password';
import { isResetCaptchaRequired, resetPassword } from './reset-password';

type FormField = z.infer<typeof formFieldSchema>;

const passwordField = (name: string): FormField => ({
  name,
  kind: 'password',
  required: true,
  minLength: ruleLimits.resetPasswordMin,
  maxLength: 200,
  options: null,
  value: '',
  readOnly: false,
});

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.requestPasswordReset,
    {
      headers: apiHeadersSchema,
      tags: ['passwords'],
      summary: 'Mail a password reset link (same answer whether or not the account exists)',
    },
    async (request) => {
      await requestPasswordReset(app, { email: request.body.email, skinId: request.skin.id, ip: request.ip });
      return okEnvelope(null, translate(request.locale, 'forgotten_password_sent'));
    },
  );

  registerRoute(
    app,
    playerRoutes.getResetPasswordSchema,
    {
      headers: apiHeadersSchema,
      tags: ['passwords'],
      summary: 'The reset form, and whether a captcha is demanded',
    },
    async (request) => {
      const captchaRequired = await isResetCaptchaRequired(app.db, request.ip, app.now());
      const fields = [passwordField('password'), passwordField('confirmPassword')];
      if (captchaRequired)
        fields.push({
          ...passwordField('captcha'),
          kind: 'text',
          minLength: ruleLimits.captchaLength,
          maxLength: ruleLimits.captchaLength,
        });
      return okEnvelope({ type: 'resetPassword', fields, captchaRequired });
    },
  );

  registerRoute(
    app,
    playerRoutes.resetPassword,
    {
      headers: apiHeadersSchema,
      tags: ['passwords'],
      summary: 'Set a new password with the token of the mailed link; ends every session',
    },
    async (request) => {
      await resetPassword(app, {
        body: request.body,
        skin: request.skin,
        ip: request.ip,
        anonSessionId: request.anonSession?.id ?? null,
        locale: request.locale,
        now: app.now(),
      });
      return okEnvelope(null, translate(request.locale, 'password_reset_done'));
    },
  );

  registerRoute(
    app,
    playerRoutes.changePassword,
    {
      config: { session: 'player' },
      headers: apiHeadersSchema,
      tags: ['passwords'],
      summary: "Change the password; ends the player's other sessions",
    },
    async (request) => {
      await changePassword(app.db, {
        ...sessionPlayer(request),
        body: request.body,
        locale: request.locale,
        now: app.now(),
      });
      return okEnvelope(null, translate(request.locale, 'password_changed'));
    },
  );
};
