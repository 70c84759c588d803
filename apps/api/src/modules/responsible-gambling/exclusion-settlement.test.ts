import { expect, it } from 'vitest';
import { takeTimeOut } from '../../test/players';
import { useWalletPlay } from '../../test/wallet-play';
import {
  betBody,
  describeBothWalletPaths,
  rollbackBody,
  walletCall,
  winBody,
} from '../wallet/wallet-test-kit';

/*
 * The decision on rounds open when a player excludes themselves (docs/responsible-gambling.md): no
 * new bet is taken, but what is owed for a bet already placed is paid, a win or a refund alike, so an
 * exclusion never keeps a player's money.
 */
const play = useWalletPlay();
const { ctx, balanceOf, entryCount } = play;

describeBothWalletPaths('rounds open at a time-out', () => {
  it('refuses the next bet but pays the win and the refund of rounds begun before', async () => {
    const { player, session } = await play.playerAtGame(10_000n);
    const won = betBody(session, '1000');
    const refunded = betBody(session, '500');
    for (const bet of [won, refunded]) expect((await walletCall(ctx.app, 'bet', bet)).statusCode).toBe(200);

    await takeTimeOut(ctx.app, player, 'timeout_24h');

    // A new bet is refused and moves nothing: the time-out ended every login session and so the game
    // session the rounds were played in (a new launch is refused as account_self_excluded).
    const entries = await entryCount();
    const next = await walletCall(ctx.app, 'bet', betBody(session, '100'));
    expect(next.json().info.resultCode).toBe('game_session_invalid');
    expect(await entryCount()).toBe(entries);
    expect(await balanceOf(session)).toBe('8500');

    // The open rounds still settle: the win is paid and the other bet refunded.
    const win = await walletCall(ctx.app, 'win', winBody(session, won.roundId, '2500'));
    expect(win.statusCode, win.body).toBe(200);
    const rollback = await walletCall(
      ctx.app,
      'rollback',
      rollbackBody(session, refunded.transactionId, refunded.roundId),
    );
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(await balanceOf(session)).toBe('11500');
  });
});
