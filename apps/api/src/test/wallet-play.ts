import { beforeAll } from 'vitest';
import type { Env } from '../config';
import { ledgerEntries } from '../db/schema';
import {
  fundPlayer,
  openGameSession,
  useFakeProvider,
  walletCall,
  type GameSessionInfo,
} from '../modules/wallet/wallet-test-kit';
import { relaxedLimitsEnv } from './accounts';
import { insertTestGame } from './games';
import { createClock, useTestApp } from './helper';
import { loginAsNewPlayer } from './players';

export interface WalletPlayOptions {
  /** Settings on top of the relaxed limits (the provider's URL and secret are added to them). */
  env?: Partial<Env>;
  /** Login sessions that never idle out nor end while the clock is moved on by days. */
  longSessions?: boolean;
  /** The test clock's first instant (createClock's default when not given). */
  start?: Date;
  /** The game every player is launched into: its overrides, or false for a test that adds its own. */
  game?: Parameters<typeof insertTestGame>[1] | false;
}

/**
 * The preamble of a test that plays through the wallet protocol: the fake provider at its network
 * edge, the app on a test clock, one game, and players funded and seated at it.
 */
export function useWalletPlay(options: WalletPlayOptions = {}) {
  const env: Env = {
    ...relaxedLimitsEnv,
    ...(options.longSessions
      ? { PLAYER_SESSION_IDLE_MINUTES: '100000', PLAYER_SESSION_ABSOLUTE_MINUTES: '100000' }
      : {}),
    ...options.env,
  };
  const provider = useFakeProvider(env);
  const clock = createClock(options.start);
  const ctx = useTestApp({ env, now: clock.now });
  let gameId = '';
  const game = options.game;
  if (game !== false)
    beforeAll(async () => {
      gameId = (await insertTestGame(ctx.db, game)).id;
    });
  return {
    env,
    provider,
    clock,
    ctx,
    /** The game's id, set before the first test. */
    get gameId() {
      return gameId;
    },
    /** A new player, logged in, with `cash` (EUR cents, none for 0) in the wallet and a game session open. */
    async playerAtGame(cash = 100_000n, game = gameId) {
      const player = await loginAsNewPlayer(ctx.app);
      if (cash > 0n) await fundPlayer(ctx.db, player.playerId, cash);
      const session = await openGameSession(ctx.app, provider, player, game);
      return { player, session };
    },
    /** The balance the wallet protocol answers for the session's player. */
    async balanceOf(session: GameSessionInfo) {
      const response = await walletCall(ctx.app, 'balance', {
        playerId: session.playerId,
        currency: session.currency,
      });
      return response.json<{ data: { balance: string } | null }>().data?.balance;
    },
    /** How many ledger entries there are: a refused call adds none. */
    async entryCount() {
      return (await ctx.db.select({ id: ledgerEntries.id }).from(ledgerEntries)).length;
    },
  };
}
