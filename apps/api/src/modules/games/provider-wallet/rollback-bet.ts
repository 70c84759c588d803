import type { providerRollbackBodySchema } from '@casino/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { gameRounds } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { ensureHouseAccount } from '../../ledger/ensure-house-account';
import { fingerprintOf } from '../../ledger/fingerprint';
import { inTransaction } from '../../../db/transaction';
import { returnFreeRound } from '../free-rounds/free-round-wallet';
import { postGameMovement, recordTransaction, type ProviderMoneyData } from './wallet-answer';
import {
  cashAccountOf,
  findProviderGame,
  findRound,
  findTransaction,
  findTransactionAndRollback,
  isPlayerKnownToProvider,
  lockPlayer,
  replayAnswer,
  wagerShardOf,
  wagersAccountOf,
  type WalletCall,
} from './wallet-db';

export type ProviderRollbackBody = z.infer<typeof providerRollbackBodySchema>;

/**
 * Undoes a bet at most once, with a reversing entry house_game_wagers -> player_cash; the round is
 * then void (rolled_back) and refuses further bets and wins. A bet of a round that already has a win
 * is not undone (round_has_win). A rollback of a bet never seen is
 * recorded without money, so that bet is refused when it arrives late. A rollback of another
 * rollback id for an already undone bet answers the balance and moves nothing.
 */
export async function rollbackBet(call: WalletCall, body: ProviderRollbackBody): Promise<ProviderMoneyData> {
  const fingerprint = fingerprintOf({
    kind: 'rollback',
    playerId: body.playerId,
    roundId: body.roundId,
    externalGameId: body.externalGameId,
    originalTransactionId: body.originalTransactionId,
  });
  const { provider, now } = call;
  const game = await findProviderGame(call.db, provider.id, body.externalGameId);

  // The bet's currency names the wagers account; read here for the cached lookup, and again under
  // the lock below, where a bet recorded in between finds its (already opened) account directly.
  const original = await findTransaction(call.db, provider.id, body.originalTransactionId);
  const cachedWagers =
    original?.kind === 'bet' && original.amount > 0n
      ? await wagersAccountOf(call.db, original.currency, original.playerId)
      : null;

  return inTransaction(call.db, async (tx) => {
    const player = await lockPlayer(tx, body.playerId, original?.currency ?? 'EUR');
    const previous = await findTransaction(tx, provider.id, body.transactionId);
    if (previous) return replayAnswer(previous, fingerprint) as ProviderMoneyData;
    if (!game) throw new AppError('game_not_found');

    // Read again under the lock: the bet may have been recorded since the read above.
    const { previous: bet, rollback: alreadyUndone } = await findTransactionAndRollback(
      tx,
      provider.id,
      body.originalTransactionId,
    );
    if (bet && (bet.kind !== 'bet' || bet.playerId !== player.id || bet.externalRoundId !== body.roundId))
      throw new AppError('bet_not_found');
    const round = await findRound(tx, provider.id, body.roundId);
    if (round && (round.playerId !== player.id || round.gameId !== game.id))
      throw new AppError('bet_not_found');
    const currency = bet?.currency ?? round?.currency ?? player.currency;
    const cash = await cashAccountOf(
      tx,
      player.id,
      currency,
      currency === original?.currency ? player.cash : null,
    );
    const record = {
      providerId: provider.id,
      externalId: body.transactionId,
      kind: 'rollback' as const,
      playerId: player.id,
      externalRoundId: body.roundId,
      roundId: round?.id ?? null,
      currency,
      fingerprint,
      originalExternalId: body.originalTransactionId,
      createdAt: now,
    };

    if (!bet || alreadyUndone) {
      // Nothing to undo (yet): a provider only learns balances of players it opened a session for.
      if (!bet && !(await isPlayerKnownToProvider(tx, player.id, provider.id)))
        throw new AppError('player_not_found');
      return recordTransaction(tx, {
        ...record,
        amount: 0n,
        ledgerEntryId: null,
        balance: cash.balance,
        hasMovement: false,
      });
    }
    if (round?.status === 'closed') throw new AppError('round_closed');
    // Undoing a stake whose round already paid would refund the stake and keep the win: refused; the
    // provider closes such a round with a (possibly 0) win instead (docs/provider-protocol.md).
    if (round && round.win > 0n) throw new AppError('round_has_win');

    let balance = cash.balance;
    let entryId: string | null = null;
    if (bet.amount > 0n) {
      const wagers =
        cachedWagers ??
        (await ensureHouseAccount(tx, 'house_game_wagers', currency, wagerShardOf(player.id)));
      const posted = await postGameMovement(tx, {
        kind: 'rollback',
        providerCode: provider.code,
        transactionId: body.transactionId,
        externalRoundId: body.roundId,
        roundId: round?.id ?? null,
        playerId: player.id,
        game,
        cashAccountId: cash.id,
        wagersAccountId: wagers,
        amount: bet.amount,
        currency,
        stake: (-bet.amount).toString(),
        win: '0',
        extra: { originalTransactionId: body.originalTransactionId },
        createdAt: now,
      });
      entryId = posted.entryId;
      balance = posted.balance;
    }
    if (round) {
      await tx
        .update(gameRounds)
        .set({
          stake: sql`greatest(${gameRounds.stake} - ${bet.amount.toString()}::bigint, 0)`,
          balanceAfter: balance,
          status: 'rolled_back',
          endedAt: now,
        })
        .where(eq(gameRounds.id, round.id));
      // A free round that never played: its round goes back to the grant.
      if (round.freeRoundGrantId) await returnFreeRound(tx, round.freeRoundGrantId, now);
    }
    return recordTransaction(tx, { ...record, amount: bet.amount, ledgerEntryId: entryId, balance });
  });
}
