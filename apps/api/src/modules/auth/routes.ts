import { captchaDataSchema, googleLoginBodySchema, loginBodySchema, loginDataSchema } from '@casino/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { AppError } from '../../lib/app-error';
import { okEnvelope, responses } from '../../lib/envelope';
import { sessionPlayer } from '../../lib/session-player';
import { issueCaptcha } from '../captcha/captcha-store';
import { googleSignIn } from './google-sign-in';
import { login } from './login';
import { logout } from './logout';

export interface AuthRoutesOptions {
  /** Test seam: the text of drawn captchas (the stored answer is hashed, so tests cannot read it). */
  captchaText?: (() => string) | undefined;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  app.get(
    '/captcha',
    {
      config: { session: 'anon' },
      schema: {
        headers: apiHeadersSchema,
        tags: ['auth'],
        summary: 'Draw a new image captcha bound to the anonymous session',
        response: responses(captchaDataSchema),
      },
    },
    async (request) => {
      const sessionId = request.anonSession?.id;
      if (!sessionId) throw new AppError('session_expired');
      return okEnvelope(
        await issueCaptcha(app.db, {
          sessionId,
          now: app.now(),
          ttlMs: app.config.accounts.captchaMs,
          text: options.captchaText,
        }),
      );
    },
  );

  app.post(
    '/player/login',
    {
      config: { session: 'anon' },
      schema: {
        headers: apiHeadersSchema,
        body: loginBodySchema,
        tags: ['auth'],
        summary: 'Log in; a new player session is answered',
        response: responses(loginDataSchema),
      },
    },
    async (request) => {
      const data = await login(app, {
        body: request.body,
        skin: request.skin,
        ip: request.ip,
        anonSessionId: request.anonSession?.id ?? null,
        countryCode: request.anonSession?.countryCode ?? null,
        locale: request.locale,
        now: app.now(),
      });
      return okEnvelope(data, translate(request.locale, 'login_successful'));
    },
  );

  app.post(
    '/instantRegLogin/google',
    {
      config: { session: 'anon' },
      schema: {
        headers: apiHeadersSchema,
        body: googleLoginBodySchema,
        tags: ['auth'],
        summary: 'Sign in (or up) with a Google ID token',
        response: responses(loginDataSchema),
      },
    },
    async (request) => {
      const data = await googleSignIn(app, {
        body: request.body,
        skinId: request.skin.id,
        ip: request.ip,
        countryCode: request.anonSession?.countryCode ?? null,
        locale: request.locale,
        now: app.now(),
      });
      return okEnvelope(data, translate(request.locale, 'login_successful'));
    },
  );

  app.get(
    '/player/logout',
    {
      config: { session: 'player' },
      schema: {
        headers: apiHeadersSchema,
        tags: ['auth'],
        summary: 'End the player session',
        response: responses(z.null()),
      },
    },
    async (request) => {
      const { playerId, sessionId } = sessionPlayer(request);
      await logout(app.db, { sessionId, playerId });
      return okEnvelope(null, translate(request.locale, 'logged_out'));
    },
  );
};
