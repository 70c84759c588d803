import type { ProviderRollbackBody } from './wallet-bodies';
import { eq, sql } from 'drizzle-orm';
import { gameRounds, type GameRoundRow, type ProviderTransactionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { fingerprintOf } from '../ledger/fingerprint';
import { inTransaction, type DbTransaction } from '../../db/transaction';
import { convertIfWagered, countWager, wageredBonusOf } from '../bonuses/bonus-money';
import { returnFreeRound } from '../games/free-rounds/free-round-wallet';
import { postGameMovement, recordTransaction, type ProviderMoneyData } from './wallet-answer';
import { rollbackInOneCall } from './wallet-functions';
import {
  cashAccountOf,
  findProviderGame,
  findRound,
  findTransaction,
  findTransactionAndRollback,
  isPlayerKnownToProvider,
  ledgerKeyOf,
  lockPlayer,
  replayAnswer,
  wagerShardOf,
  wagersAccountOf,
  type CashAccount,
  type LockedPlayer,
  type ProviderGameRef,
  type WalletCall,
} from './wallet-db';

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
  // A cash bet's rollback takes one round trip (wallet-functions.ts) unless it needs the steps below.
  const answer = await rollbackInOneCall(call, body, fingerprint);
  if (answer) return answer;
  return rollbackInSteps(call, body, fingerprint);
}

/** What the steps of one rollback share once the player is locked and the game found. */
interface RollbackInSteps {
  tx: DbTransaction;
  call: WalletCall;
  body: ProviderRollbackBody;
  player: LockedPlayer;
  game: ProviderGameRef;
  currency: string;
  cash: CashAccount;
}

/** The rollback in statements of its own: bets staked with bonus money, free rounds. */
async function rollbackInSteps(
  call: WalletCall,
  body: ProviderRollbackBody,
  fingerprint: string,
): Promise<ProviderMoneyData> {
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

    const { bet, alreadyUndone, round } = await betAndRoundToUndo(tx, call, body, player.id, game.id);
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
        balance: cash.balance + player.bonusBalance,
        hasMovement: false,
      });
    }
    if (round?.status === 'closed') throw new AppError('round_closed');
    // Undoing a stake whose round already paid would refund the stake and keep the win: refused; the
    // provider closes such a round with a (possibly 0) win instead (docs/provider-protocol.md).
    if (round && round.win > 0n) throw new AppError('round_has_win');

    const rollback: RollbackInSteps = { tx, call, body, player, game, currency, cash };
    const refunded = await refundStake(rollback, bet, round, cachedWagers);
    const balance = round ? await voidRound(tx, round, bet, refunded.balance, now) : refunded.balance;
    return recordTransaction(tx, {
      ...record,
      amount: bet.amount,
      bonusAmount: bet.bonusAmount,
      ledgerEntryId: refunded.entryId,
      balance,
    });
  });
}

/**
 * Read again under the lock (the bet may have been recorded since the read before it): the bet, whether
 * a rollback undid it already, and its round. Refused when either belongs to another player, round or game.
 */
async function betAndRoundToUndo(
  tx: DbTransaction,
  call: WalletCall,
  body: ProviderRollbackBody,
  playerId: string,
  gameId: string,
) {
  const { previous: bet, rollback: alreadyUndone } = await findTransactionAndRollback(
    tx,
    call.provider.id,
    body.originalTransactionId,
  );
  if (bet && (bet.kind !== 'bet' || bet.playerId !== playerId || bet.externalRoundId !== body.roundId))
    throw new AppError('bet_not_found');
  const round = await findRound(tx, call.provider.id, body.roundId);
  if (round && (round.playerId !== playerId || round.gameId !== gameId)) throw new AppError('bet_not_found');
  return { bet, alreadyUndone, round };
}

/**
 * The reversing entry. The bet's bonus-funded part goes back to the bonus it came from while that
 * bonus is wagered; once the bonus has ended it goes back to the house's bonus funding, never to cash.
 */
async function refundStake(
  { tx, call, body, player, game, currency, cash }: RollbackInSteps,
  bet: ProviderTransactionRow,
  round: GameRoundRow | null,
  cachedWagers: string | null,
): Promise<{ balance: bigint; entryId: string | null }> {
  const bonus =
    bet.bonusAmount > 0n || player.bonusBalance > 0n || round?.bonusGrantId
      ? await wageredBonusOf(tx, player.id, currency)
      : null;
  const liveBonus = bonus && round?.bonusGrantId && bonus.grant.id === round.bonusGrantId ? bonus : null;
  const bonusBalance = bonus?.balance ?? player.bonusBalance;
  if (bet.amount <= 0n) return { balance: cash.balance + bonusBalance, entryId: null };
  const wagers =
    cachedWagers ?? (await ensureHouseAccount(tx, 'house_game_wagers', currency, wagerShardOf(player.id)));
  const bonusAccountId =
    bet.bonusAmount === 0n
      ? null
      : (liveBonus?.accountId ?? (await ensureHouseAccount(tx, 'house_bonus_funding', currency)));
  const posted = await postGameMovement(tx, {
    kind: 'rollback',
    providerCode: call.provider.code,
    transactionId: body.transactionId,
    externalRoundId: body.roundId,
    roundId: round?.id ?? null,
    playerId: player.id,
    game,
    cashAccountId: cash.id,
    wagersAccountId: wagers,
    amount: bet.amount,
    ...(bonusAccountId ? { bonus: { accountId: bonusAccountId, amount: bet.bonusAmount } } : {}),
    currency,
    stake: (-(bet.amount - bet.bonusAmount)).toString(),
    win: '0',
    extra: {
      originalTransactionId: body.originalTransactionId,
      ...(bet.bonusAmount > 0n ? { bonusStake: (-bet.bonusAmount).toString() } : {}),
    },
    createdAt: call.now,
  });
  if (liveBonus)
    await countWager(tx, liveBonus.grant, {
      sourceKey: ledgerKeyOf(call.provider.code, body.transactionId),
      kind: 'rollback',
      roundId: round?.id ?? null,
      externalRoundId: body.roundId,
      game,
      stake: -bet.amount,
      bonusStake: -bet.bonusAmount,
      now: call.now,
    });
  const refundedBonus = liveBonus ? (posted.balanceOf(liveBonus.accountId) ?? bonusBalance) : bonusBalance;
  return { balance: posted.balance + refundedBonus, entryId: posted.entryId };
}

/**
 * The round is void: its stake taken back, a free round that never played returned to its grant, and
 * a bonus it was staked from converted or ended when that was its last open round. Answers the balance
 * less what an ended bonus forfeited.
 */
async function voidRound(
  tx: DbTransaction,
  round: GameRoundRow,
  bet: ProviderTransactionRow,
  balance: bigint,
  now: Date,
): Promise<bigint> {
  await tx
    .update(gameRounds)
    .set({
      stake: sql`greatest(${gameRounds.stake} - ${bet.amount.toString()}::bigint, 0)`,
      bonusStake: sql`greatest(${gameRounds.bonusStake} - ${bet.bonusAmount.toString()}::bigint, 0)`,
      balanceAfter: balance,
      status: 'rolled_back',
      endedAt: now,
    })
    .where(eq(gameRounds.id, round.id));
  if (round.freeRoundGrantId) await returnFreeRound(tx, round.freeRoundGrantId, now);
  if (!round.bonusGrantId) return balance;
  const ended = await convertIfWagered(tx, round.bonusGrantId, now);
  return ended ? balance - ended.forfeited : balance;
}
