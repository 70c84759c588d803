import type { ProviderBetBody } from './wallet-bodies';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { gameRounds, type JsonObject } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { refuseIfSelfExcluded } from '../auth/refuse-if-self-excluded';
import { refuseAbovePlayLimits } from '../responsible-gambling/play-limit-refusal';
import { fingerprintOf } from '../ledger/fingerprint';
import { inTransaction } from '../../db/transaction';
import { splitStake } from '@casino/rules/bonuses';
import { countWager, refuseAboveMaximumBet, wageredBonusOf } from '../bonuses/bonus-money';
import { takeFreeRound } from '../games/free-rounds/free-round-wallet';
import { findLiveGameSession, type LiveGameSession } from './game-session';
import { betInOneCall } from './wallet-functions';
import { postGameMovement, recordTransaction, type ProviderMoneyData } from './wallet-answer';
import {
  cashAccountOf,
  findProviderGame,
  findRound,
  findTransactionAndRollback,
  ledgerKeyOf,
  lockPlayer,
  replayAnswer,
  wagersAccountOf,
  type WalletCall,
} from './wallet-db';

export interface BetOutcome {
  answer: ProviderMoneyData;
  /** The live session the bet came with; null for a replay (nothing new happened). */
  session: LiveGameSession | null;
}

/**
 * A debit: one ledger entry player_cash (and player_bonus for the part cash cannot pay while a bonus
 * is wagered) -> house_game_wagers, the round opened or added to, the stake counted towards the
 * bonus's wagering, and the transaction recorded with its answer, all in one transaction under the
 * player's row lock. Refusals move nothing. A replay answers the first answer even after the session
 * ended. The balance answered is cash plus bonus money.
 */
export async function placeBet(call: WalletCall, body: ProviderBetBody): Promise<BetOutcome> {
  const amount = BigInt(body.amount);
  const fingerprint = fingerprintOf({
    kind: 'bet',
    playerId: body.playerId,
    roundId: body.roundId,
    externalGameId: body.externalGameId,
    amount: body.amount,
    currency: body.currency,
    // Only when sent, so the fingerprint of a paid bet is what it always was.
    ...(body.freeRoundGrantId === undefined ? {} : { freeRoundGrantId: body.freeRoundGrantId }),
    ...(body.sportsbook === undefined ? {} : { sportsbook: body.sportsbook }),
  });
  // A paid bet takes one round trip (wallet-functions.ts) unless it needs the steps below; a
  // sportsbook bet takes the steps, which put its product, odds and margin into its event.
  if (amount > 0n && body.freeRoundGrantId === undefined && body.sportsbook === undefined) {
    const answer = await betInOneCall(call, body, fingerprint);
    if (answer) return { answer, session: null };
  }
  return placeBetInSteps(call, body, fingerprint);
}

/**
 * What a sportsbook bet adds to its event and ledger metadata: the product, the combined odds, and the
 * margin at placement as its house edge (loyalty counts it at 20 % from odds 1.2; cashback uses the edge).
 */
function sportsbookFieldsOf(body: ProviderBetBody): JsonObject {
  if (!body.sportsbook) return {};
  return {
    product: 'sportsbook',
    odds: body.sportsbook.odds,
    houseEdgeBasisPoints: body.sportsbook.marginBasisPoints,
  };
}

/**
 * The bet in statements of its own: free rounds, and bets while a bonus is wagered (the stake split,
 * its maximum bet and the wagering count live in bonuses/bonus-money.ts).
 */
async function placeBetInSteps(
  call: WalletCall,
  body: ProviderBetBody,
  fingerprint: string,
): Promise<BetOutcome> {
  const amount = BigInt(body.amount);
  const { provider, now } = call;
  const game = await findProviderGame(call.db, provider.id, body.externalGameId);
  // Opened outside the transaction: a rolled-back bet must not leave a cached id of an unsaved row.
  const wagers =
    game?.enabled && amount > 0n ? await wagersAccountOf(call.db, body.currency, body.playerId) : null;

  return inTransaction(call.db, async (tx) => {
    const player = await lockPlayer(tx, body.playerId, body.currency);
    const { previous, rollback } = await findTransactionAndRollback(tx, provider.id, body.transactionId);
    if (previous) return { answer: replayAnswer(previous, fingerprint) as ProviderMoneyData, session: null };
    if (!game?.enabled) throw new AppError('game_not_found');
    // A rollback came first: the bet is refused and nothing moves (docs/provider-protocol.md).
    if (rollback) throw new AppError('transaction_rolled_back');
    // A stake of 0 is a free round, and only on a grant the platform gave (free-rounds module): without
    // one it would open a round that wins for free. A grant pays for the stake and nothing else.
    if (amount === 0n && !body.freeRoundGrantId) throw new AppError('free_round_not_granted');
    if (amount > 0n && body.freeRoundGrantId) throw new AppError('validation_error');

    const session = await findLiveGameSession(tx, body.sessionToken, now);
    if (
      !session ||
      session.playerId !== player.id ||
      session.providerId !== provider.id ||
      session.gameId !== game.id
    )
      throw new AppError('game_session_invalid');
    if (body.currency !== session.currency) throw new AppError('currency_mismatch');
    refuseIfSelfExcluded(player.selfExcludedUntil, { now, locale: call.locale });
    if (session.isRealityCheckDue) throw new AppError('reality_check_required');
    await refuseAbovePlayLimits(tx, { playerId: player.id, currency: body.currency, amount, session, now });

    const round = await findRound(tx, provider.id, body.roundId);
    if (round) {
      if (round.playerId !== player.id || round.gameId !== game.id) throw new AppError('validation_error');
      if (round.status === 'rolled_back') throw new AppError('transaction_rolled_back');
      if (round.status === 'closed') throw new AppError('round_closed');
      if (round.currency !== body.currency) throw new AppError('currency_mismatch');
    }
    // A free round is a round of its own: one grant round per round, never added to a paid one.
    if (body.freeRoundGrantId && round) throw new AppError('validation_error');
    const grant = body.freeRoundGrantId
      ? await takeFreeRound(tx, {
          grantId: body.freeRoundGrantId,
          playerId: player.id,
          providerId: provider.id,
          gameId: game.id,
          currency: body.currency,
          now,
        })
      : null;
    const roundId = round?.id ?? randomUUID();

    const cash = await cashAccountOf(tx, player.id, body.currency, player.cash);
    // Real money first, then the bonus being wagered (bonuses/bonus-money.ts); its maximum bet holds
    // for the round's stakes together.
    const bonus = amount > 0n ? await wageredBonusOf(tx, player.id, body.currency) : null;
    refuseAboveMaximumBet(bonus, round?.stake ?? 0n, amount);
    const bonusBalance = bonus?.balance ?? player.bonusBalance;
    let balance = cash.balance + bonusBalance;
    let entryId: string | null = null;
    let bonusStake = 0n;
    if (amount > 0n && wagers) {
      const split = splitStake(amount, cash.balance, bonus?.balance ?? 0n);
      if (!split) throw new AppError('insufficient_funds', undefined, { balance: balance.toString() });
      bonusStake = split.bonus;
      const posted = await postGameMovement(tx, {
        kind: 'bet',
        providerCode: provider.code,
        transactionId: body.transactionId,
        externalRoundId: body.roundId,
        roundId,
        playerId: player.id,
        game,
        cashAccountId: cash.id,
        wagersAccountId: wagers,
        amount,
        ...(bonus ? { bonus: { accountId: bonus.accountId, amount: split.bonus } } : {}),
        currency: body.currency,
        // The event's stake is the cash part; bonus-funded stake earns no CP and wins no competition.
        stake: split.cash.toString(),
        win: '0',
        extra: {
          ...(bonus ? { bonusStake: split.bonus.toString(), bonusGrantId: bonus.grant.id } : {}),
          ...sportsbookFieldsOf(body),
        },
        createdAt: now,
      });
      entryId = posted.entryId;
      balance =
        posted.balance + (bonus ? (posted.balanceOf(bonus.accountId) ?? bonus.balance) : bonusBalance);
    }

    if (round) {
      await tx
        .update(gameRounds)
        .set({
          stake: sql`${gameRounds.stake} + ${amount.toString()}::bigint`,
          bonusStake: sql`${gameRounds.bonusStake} + ${bonusStake.toString()}::bigint`,
          ...(bonus ? { bonusGrantId: bonus.grant.id } : {}),
          balanceAfter: balance,
        })
        .where(eq(gameRounds.id, round.id));
    } else {
      await tx.insert(gameRounds).values({
        id: roundId,
        providerId: provider.id,
        externalRoundId: body.roundId,
        playerId: player.id,
        gameId: game.id,
        currency: body.currency,
        stake: amount,
        bonusStake,
        bonusGrantId: bonus?.grant.id ?? null,
        balanceBefore: balance + amount,
        balanceAfter: balance,
        status: 'open',
        startedAt: now,
        freeRoundGrantId: grant?.id ?? null,
        sportsbook: body.sportsbook ? (body.sportsbook as unknown as JsonObject) : null,
      });
    }
    if (bonus && amount > 0n)
      await countWager(tx, bonus.grant, {
        sourceKey: ledgerKeyOf(provider.code, body.transactionId),
        kind: 'bet',
        roundId,
        externalRoundId: body.roundId,
        game,
        stake: amount,
        bonusStake,
        now,
        ...(body.sportsbook ? { sportsbookOdds: body.sportsbook.odds } : {}),
      });
    const answer = await recordTransaction(tx, {
      providerId: provider.id,
      externalId: body.transactionId,
      kind: 'bet',
      playerId: player.id,
      externalRoundId: body.roundId,
      roundId,
      amount,
      currency: body.currency,
      fingerprint,
      ledgerEntryId: entryId,
      bonusAmount: bonusStake,
      balance,
      createdAt: now,
    });
    return { answer, session };
  });
}
