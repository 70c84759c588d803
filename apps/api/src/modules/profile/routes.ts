import { playerRoutes } from '@casino/contract/routes/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n';
import { apiHeadersSchema } from '../../lib/api-headers';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import { findMissingProfile } from './find-missing-profile';
import { getLastLogin } from './get-last-login';
import { missingProfileSchema } from './missing-profile-form';
import { loadPlayer } from './player-view';
import { profileFormSchema } from './profile-forms';
import { updateProfile } from './update-profile';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    playerRoutes.getPlayer,
    {
      config: { session: 'player' },
      headers: apiHeadersSchema,
      tags: ['player'],
      summary: 'The logged-in player',
    },
    async (request) => {
      const player = await loadPlayer(app.db, sessionPlayer(request).playerId);
      if (!player) throw new AppError('session_expired');
      return okEnvelope(player);
    },
  );

  registerRoute(
    app,
    playerRoutes.getProfileSchema,
    {
      config: { session: 'player' },
      headers: apiHeadersSchema,
      tags: ['player'],
      summary: 'A profile form with current values',
    },
    async (request) => {
      const player = await loadPlayer(app.db, sessionPlayer(request).playerId);
      if (!player) throw new AppError('session_expired');
      const { type } = request.params;
      return okEnvelope(type === 'missing' ? missingProfileSchema(player) : profileFormSchema(type, player));
    },
  );

  registerRoute(
    app,
    playerRoutes.updateProfile,
    {
      config: { session: 'player' },
      headers: apiHeadersSchema,
      tags: ['player'],
      summary: 'Save the fields of a profile form',
    },
    async (request) => {
      await updateProfile(app.db, {
        playerId: sessionPlayer(request).playerId,
        type: request.params.type,
        body: request.body,
        locale: request.locale,
        now: app.now(),
      });
      return okEnvelope(null, translate(request.locale, 'additional_information_saved'));
    },
  );

  registerRoute(
    app,
    playerRoutes.getMissingProfile,
    {
      config: { session: 'player' },
      headers: apiHeadersSchema,
      tags: ['player'],
      summary: 'Profile fields the cashier needs',
    },
    async (request) =>
      okEnvelope({ missing: await findMissingProfile(app.db, sessionPlayer(request).playerId) }),
  );

  registerRoute(
    app,
    playerRoutes.getLastLogin,
    {
      config: { session: 'player' },
      headers: apiHeadersSchema,
      tags: ['player'],
      summary: 'The previous login',
    },
    async (request) => okEnvelope({ lastLogin: await getLastLogin(app.db, sessionPlayer(request).playerId) }),
  );
};
