import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import { issueCaptcha } from '../captcha/captcha-store';
import { googleSignIn } from './google-sign-in';
import { login } from './login';
import { logout } from './logout';

export interface AuthRoutesOptions {
  /** Test seam: the text of drawn captchas (the stored answer is hashed, so tests cannot read it). */
  captchaText?: (() => string) | undefined;
}

type AuthApp = Parameters<FastifyPluginAsyncZod>[0];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  registerSignInRoutes(app, options);
  registerSignOutRoute(app);
};

/** Signing in: the captcha, e-mail and password, Google. */
function registerSignInRoutes(app: AuthApp, options: AuthRoutesOptions) {
  registerRoute(
    app,
    playerRoutes.getCaptcha,
    {
      config: { session: 'anon' },
      headers: apiHeadersSchema,
      tags: ['auth'],
      summary: 'Draw a new image captcha bound to the anonymous session',
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

  registerRoute(
    app,
    playerRoutes.login,
    {
      config: { session: 'anon' },
      headers: apiHeadersSchema,
      tags: ['auth'],
      summary: 'Log in; a new player session is answered',
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

  registerRoute(
    app,
    playerRoutes.googleLogin,
    {
      config: { session: 'anon' },
      headers: apiHeadersSchema,
      tags: ['auth'],
      summary: 'Sign in (or up) with a Google ID token',
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
}

/** Signing out. */
function registerSignOutRoute(app: AuthApp) {
  registerRoute(
    app,
    playerRoutes.logout,
    {
      config: { session: 'player' },
      headers: apiHeadersSchema,
      tags: ['auth'],
      summary: 'End the player session',
    },
    async (request) => {
      const { playerId, sessionId } = sessionPlayer(request);
      await logout(app.db, { sessionId, playerId });
      return okEnvelope(null, translate(request.locale, 'logged_out'));
    },
  );
}
