import type { ProviderWinBody } from './wallet-bodies';
import { eq, sql } from 'drizzle-orm';
import { gameRounds, type GameRoundRow, type JsonObject } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { fingerprintOf } from '../ledger/fingerprint';
import { inTransaction, type DbTransaction } from '../../db/transaction';
import { bonusShareOf } from '@casino/rules/bonuses';
import { convertIfWagered, wageredBonusOf } from '../bonuses/bonus-money';
import { isBonusCampaignGrant, openFreeSpinsBonus } from '../bonuses/free-spins-bonus';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { freeRoundBetOf, recordFreeRoundWin } from '../games/free-rounds/free-round-wallet';
import { refuseWinAboveMaximum } from './max-win';
import { winInOneCall } from './wallet-functions';
import { postGameMovement, recordTransaction, type ProviderMoneyData } from './wallet-answer';
import {
  cashAccountOf,
  findProviderGame,
  findRound,
  findTransaction,
  lockPlayer,
  replayAnswer,
  wagersAccountOf,
  type LockedPlayer,
  type ProviderGameRef,
  type WalletCall,
} from './wallet-db';

/**
 * A credit to a round the player bet in: one ledger entry house_game_wagers -> player_cash. It needs
 * no live session (the player may have closed the game before the round ended). A zero win moves no
 * money but still closes the round, and is recorded so its replay answers the same. The round's wins
 * together stay within its stakes times the game's maximum (max-win.ts), a marked jackpot aside.
 */
export async function settleWin(call: WalletCall, body: ProviderWinBody): Promise<ProviderMoneyData> {
  const roundClosed = body.roundClosed ?? true;
  const fingerprint = fingerprintOf({
    kind: 'win',
    playerId: body.playerId,
    roundId: body.roundId,
    externalGameId: body.externalGameId,
    amount: body.amount,
    currency: body.currency,
    roundClosed,
    // Only when sent, so the fingerprint of a win without a jackpot is what it always was.
    ...(body.jackpotAmount === undefined ? {} : { jackpotAmount: body.jackpotAmount }),
    ...(body.freeRoundGrantId === undefined ? {} : { freeRoundGrantId: body.freeRoundGrantId }),
  });
  // A cash round's win takes one round trip (wallet-functions.ts) unless it needs the steps below.
  if (body.freeRoundGrantId === undefined) {
    const answer = await winInOneCall(call, body, fingerprint);
    if (answer) return answer;
  }
  return settleWinInSteps(call, body, fingerprint);
}

/** What the steps of one win share once the player is locked and its round found. */
interface WinInSteps {
  tx: DbTransaction;
  call: WalletCall;
  body: ProviderWinBody;
  amount: bigint;
  player: LockedPlayer;
  game: ProviderGameRef;
  round: GameRoundRow;
}

/** The win in statements of its own: free rounds, and rounds staked while a bonus was wagered. */
async function settleWinInSteps(
  call: WalletCall,
  body: ProviderWinBody,
  fingerprint: string,
): Promise<ProviderMoneyData> {
  const amount = BigInt(body.amount);
  const roundClosed = body.roundClosed ?? true;
  const jackpotAmount = BigInt(body.jackpotAmount ?? '0');
  const { provider, now } = call;
  // Disabled games still settle: a round started before the game left the catalogue is paid.
  const game = await findProviderGame(call.db, provider.id, body.externalGameId);
  const wagers = game && amount > 0n ? await wagersAccountOf(call.db, body.currency, body.playerId) : null;

  return inTransaction(call.db, async (tx) => {
    const player = await lockPlayer(tx, body.playerId, body.currency);
    const previous = await findTransaction(tx, provider.id, body.transactionId);
    if (previous) return replayAnswer(previous, fingerprint) as ProviderMoneyData;
    if (!game) throw new AppError('game_not_found');
    const round = await roundTakingWin(tx, call, body, player.id, game.id);
    const grantId = round.freeRoundGrantId;
    // A free round's maximum win is measured on the stake its grant paid for.
    const grantBet = grantId ? await freeRoundBetOf(tx, grantId) : 0n;
    refuseWinAboveMaximum(game, { ...round, stake: round.stake + grantBet }, amount, jackpotAmount);
    const extra: JsonObject = { roundClosed };
    if (jackpotAmount > 0n) extra.jackpot = body.jackpotAmount!;
    if (grantId) extra.freeRoundGrantId = grantId;

    const win: WinInSteps = { tx, call, body, amount, player, game, round };
    const paid = await creditWin(win, extra, wagers);
    let balance = paid.balance;
    await tx
      .update(gameRounds)
      .set({
        win: sql`${gameRounds.win} + ${amount.toString()}::bigint`,
        jackpotWin: sql`${gameRounds.jackpotWin} + ${jackpotAmount.toString()}::bigint`,
        balanceAfter: balance,
        ...(roundClosed ? { status: 'closed' as const, endedAt: now } : {}),
      })
      .where(eq(gameRounds.id, round.id));
    // The round closed: its bonus may now be wagered through (or spent), and converts or ends.
    if (roundClosed && round.bonusGrantId) {
      const ended = await convertIfWagered(tx, round.bonusGrantId, now);
      if (ended) balance -= ended.forfeited;
    }
    if (grantId) {
      const completed = await recordFreeRoundWin(tx, { grantId, amount, roundClosed, now });
      if (completed && paid.isFreeSpinsBonus) balance += await openFreeSpinsBonus(tx, grantId, now);
    }
    return recordTransaction(tx, {
      providerId: provider.id,
      externalId: body.transactionId,
      kind: 'win',
      playerId: player.id,
      externalRoundId: body.roundId,
      roundId: round.id,
      amount,
      currency: body.currency,
      fingerprint,
      ledgerEntryId: paid.entryId,
      bonusAmount: paid.bonusShare,
      balance,
      createdAt: now,
    });
  });
}

/** The round the win pays into; refused unless it is this player's open round of this game. */
async function roundTakingWin(
  tx: DbTransaction,
  call: WalletCall,
  body: ProviderWinBody,
  playerId: string,
  gameId: string,
): Promise<GameRoundRow> {
  const round = await findRound(tx, call.provider.id, body.roundId);
  if (!round || round.playerId !== playerId || round.gameId !== gameId) throw new AppError('bet_not_found');
  if (round.status === 'rolled_back') throw new AppError('transaction_rolled_back');
  if (round.status === 'closed') throw new AppError('round_closed');
  if (round.currency !== body.currency) throw new AppError('currency_mismatch');
  if (body.freeRoundGrantId !== undefined && body.freeRoundGrantId !== round.freeRoundGrantId)
    throw new AppError('validation_error');
  return round;
}

/**
 * The win's entry. The bonus-funded part of the win follows the round's split back to bonus money,
 * while the bonus it was staked from is still wagered; a bonus that has ended since keeps nothing of
 * it, and a free round of a bonus campaign pays into the bonus its winnings will open (bonuses module).
 */
async function creditWin(
  { tx, call, body, amount, player, game, round }: WinInSteps,
  extra: JsonObject,
  wagers: string | null,
) {
  const cash = await cashAccountOf(tx, player.id, body.currency, player.cash);
  const bonus =
    round.bonusGrantId || player.bonusBalance > 0n
      ? await wageredBonusOf(tx, player.id, body.currency)
      : null;
  const liveBonus = bonus && bonus.grant.id === round.bonusGrantId ? bonus : null;
  const grantId = round.freeRoundGrantId;
  const isFreeSpinsBonus = grantId ? await isBonusCampaignGrant(tx, grantId) : false;
  const bonusShare = isFreeSpinsBonus ? amount : bonusShareOf(amount, round.stake, round.bonusStake);
  const paid = liveBonus || isFreeSpinsBonus ? amount : amount - bonusShare;
  const bonusAccountId = isFreeSpinsBonus
    ? await ensureHouseAccount(tx, 'house_bonus_funding', body.currency)
    : liveBonus?.accountId;
  if (bonusShare > 0n) {
    extra.bonusWin = bonusShare.toString();
    if (!liveBonus && !isFreeSpinsBonus) extra.bonusWinKept = 'bonus_ended';
  }
  const bonusBalance = bonus?.balance ?? player.bonusBalance;
  const unpaid = { balance: cash.balance + bonusBalance, entryId: null, bonusShare, isFreeSpinsBonus };
  if (!(paid > 0n && wagers)) return unpaid;
  const posted = await postGameMovement(tx, {
    kind: 'win',
    providerCode: call.provider.code,
    transactionId: body.transactionId,
    externalRoundId: body.roundId,
    roundId: round.id,
    playerId: player.id,
    game,
    cashAccountId: cash.id,
    wagersAccountId: wagers,
    amount: paid,
    ...(bonusAccountId && (liveBonus || isFreeSpinsBonus)
      ? { bonus: { accountId: bonusAccountId, amount: bonusShare } }
      : {}),
    currency: body.currency,
    stake: round.stake.toString(),
    win: body.amount,
    extra,
    createdAt: call.now,
  });
  const paidBonus = liveBonus ? (posted.balanceOf(liveBonus.accountId) ?? bonusBalance) : bonusBalance;
  return { balance: posted.balance + paidBonus, entryId: posted.entryId, bonusShare, isFreeSpinsBonus };
}
