import {
  providerLaunchDataSchema,
  type LaunchData,
  type ProviderLaunchBody,
  type launchQuerySchema,
} from '@casino/contract';
import type { Locale } from '@casino/rules';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { GamesConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { players } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { refuseIfSelfExcluded } from '../../auth/refuse-if-self-excluded';
import { callProvider } from '../provider-client/provider-client';
import { createLaunchToken } from '../../wallet/launch-token';
import { isUuid } from '../../wallet/wallet-db';
import { gameColumnsIn, gamesFrom, isLaunchable, toGame, type GameViewRow } from '../catalogue/game-view';
import { ensurePlayerAccounts } from '../../ledger/ensure-player-accounts';
import { rowsOf } from '../../../db/transaction';

export type LaunchQuery = z.output<typeof launchQuerySchema>;

export interface LaunchDeps {
  db: Database;
  games: GamesConfig;
  now: Date;
  locale: Locale;
  log: FastifyBaseLogger;
}

/** The logged-in player asking, or null for a visitor (only fun mode is open to them). */
export type Launcher = { playerId: string; playerSessionId: string } | null;

/** The provider's answer is put in the player's frame: only http(s) or a same-origin path. */
function isFrameUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * GET /player/game/{id}: asks the game's provider for a URL to put in the frame. Real mode binds a
 * single-use launch token to the player, their session, the game and the account currency; fun mode
 * sends no token, so the provider cannot move money for it. A provider that fails answers
 * provider_unavailable; what went wrong goes to the log only.
 */
export async function launchGame(
  deps: LaunchDeps,
  gameId: string,
  launcher: Launcher,
  query: LaunchQuery,
): Promise<LaunchData> {
  if (!isUuid(gameId)) throw new AppError('game_not_found');
  const [row] = rowsOf<GameViewRow & { external_id: string }>(
    await deps.db.execute(
      sql`SELECT ${gameColumnsIn(deps.locale)}, g.external_id FROM ${gamesFrom} WHERE g.id = ${gameId} AND ${isLaunchable}`,
    ),
  );
  if (!row) throw new AppError('game_not_found');
  const provider = deps.games.providers.find((entry) => entry.code === row.provider);
  if (!provider) throw new AppError('provider_unavailable');

  const mode = query.play_for_fun ? 'fun' : 'real';
  if (mode === 'fun' && !row.has_fun_mode) throw new AppError('fun_mode_unavailable');
  if (mode === 'real' && !launcher) throw new AppError('player_session_required');

  let currency = 'EUR';
  let region: string | undefined;
  let launchToken: string | null = null;
  if (launcher) {
    const [player] = await deps.db
      .select({
        currency: players.currency,
        country: players.country,
        selfExcludedUntil: players.selfExcludedUntil,
      })
      .from(players)
      .where(eq(players.id, launcher.playerId));
    if (!player) throw new AppError('player_session_required');
    currency = player.currency;
    // The provider writes dates and amounts for the player's country (a visitor's browser decides).
    if (/^[A-Z]{2}$/.test(player.country)) region = player.country;
    if (mode === 'real') {
      refuseIfSelfExcluded(player.selfExcludedUntil, { now: deps.now, locale: deps.locale });
      // Opened here so the provider's first balance call finds the accounts (zero before a deposit).
      await ensurePlayerAccounts(deps.db, launcher.playerId, currency);
      launchToken = await createLaunchToken(deps.db, {
        playerId: launcher.playerId,
        playerSessionId: launcher.playerSessionId,
        gameId: row.id,
        currency,
        language: deps.locale,
        now: deps.now,
        ttlMs: deps.games.launchTokenMs,
      });
    }
  }

  const body: ProviderLaunchBody = {
    externalGameId: row.external_id,
    mode,
    launchToken,
    currency,
    language: deps.locale,
    homeUrl: query.homeUrl ?? null,
    cashierUrl: query.cashierUrl ?? null,
    viewMode: query.viewMode,
    ...(region ? { region } : {}),
  };
  let url: string;
  try {
    url = providerLaunchDataSchema.parse(await callProvider(provider, '/launch', body)).url;
  } catch (error) {
    deps.log.warn({ provider: provider.code, reason: (error as Error).message }, 'game launch failed');
    throw new AppError('provider_unavailable');
  }
  if (!isFrameUrl(url)) {
    deps.log.warn({ provider: provider.code }, 'game launch answered an unusable URL');
    throw new AppError('provider_unavailable');
  }
  return { url, mode, game: toGame(row) };
}
