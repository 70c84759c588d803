import type { ProviderBetBody } from './wallet-bodies';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { gameRounds, type GameRoundRow, type JsonObject } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { refuseIfSelfExcluded } from '../auth/refuse-if-self-excluded';
import { refuseAbovePlayLimits } from '../responsible-gambling/play-limit-refusal';
import { inTransaction, type DbTransaction } from '../../db/transaction';
import { splitStake } from '@casino/rules/bonuses';
import { countWager, refuseAboveMaximumBet, wageredBonusOf, type WageredBonus } from '../bonuses/bonus-money';
import { takeFreeRound } from '../games/free-rounds/free-round-wallet';
import { findLiveGameSession, type LiveGameSession } from './game-session';
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
  type LockedPlayer,
  type ProviderGameRef,
  type WalletCall,
} from './wallet-db';

export interface BetOutcome {
  answer: ProviderMoneyData;
  /** The live session the bet came with; null for a replay (nothing new happened). */
  session: LiveGameSession | null;
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

/** What the steps of one bet share once the player is locked and the game found. */
interface BetInSteps {
  tx: DbTransaction;
  call: WalletCall;
  body: ProviderBetBody;
  amount: bigint;
  player: LockedPlayer;
  game: ProviderGameRef;
}

/** What the stake's debit leaves: the balance answered, its entry, and the bonus part of the stake. */
interface DebitedStake {
  balance: bigint;
  entryId: string | null;
  bonusStake: bigint;
  bonus: WageredBonus | null;
}

/**
 * The bet in statements of its own: free rounds, and bets while a bonus is wagered (the stake split,
 * its maximum bet and the wagering count live in bonuses/bonus-money.ts).
 */
export async function placeBetInSteps(
  call: WalletCall,
  body: ProviderBetBody,
  fingerprint: string,
): Promise<BetOutcome> {
  const amount = BigInt(body.amount);
  const { provider } = call;
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

    const bet: BetInSteps = { tx, call, body, amount, player, game };
    const session = await liveSessionAllowingBet(bet);
    const round = await roundTakingBet(bet);
    const grant = body.freeRoundGrantId ? await takeFreeRound(tx, freeRoundBetOf(bet)) : null;
    const roundId = round?.id ?? randomUUID();
    const debited = await debitStake(bet, round, roundId, wagers);
    await recordBetOnRound(bet, round, roundId, debited, grant?.id ?? null);
    if (debited.bonus && amount > 0n) await countBetTowardsWagering(bet, debited, roundId);
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
      ledgerEntryId: debited.entryId,
      bonusAmount: debited.bonusStake,
      balance: debited.balance,
      createdAt: call.now,
    });
    return { answer, session };
  });
}

/**
 * The player's live session in this game, or a refusal: a session of another player, provider or
 * game, another currency, self-exclusion, a reality check due, or a play limit the stake would pass.
 */
async function liveSessionAllowingBet({ tx, call, body, amount, player, game }: BetInSteps) {
  const { provider, now } = call;
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
  return session;
}

/** The round the bet adds to, null for a new one; refused when it cannot take another stake. */
async function roundTakingBet({ tx, call, body, player, game }: BetInSteps) {
  const round = await findRound(tx, call.provider.id, body.roundId);
  if (round) {
    if (round.playerId !== player.id || round.gameId !== game.id) throw new AppError('validation_error');
    if (round.status === 'rolled_back') throw new AppError('transaction_rolled_back');
    if (round.status === 'closed') throw new AppError('round_closed');
    if (round.currency !== body.currency) throw new AppError('currency_mismatch');
  }
  // A free round is a round of its own: one grant round per round, never added to a paid one.
  if (body.freeRoundGrantId && round) throw new AppError('validation_error');
  return round;
}

function freeRoundBetOf({ call, body, player, game }: BetInSteps) {
  return {
    grantId: body.freeRoundGrantId!,
    playerId: player.id,
    providerId: call.provider.id,
    gameId: game.id,
    currency: body.currency,
    now: call.now,
  };
}

/**
 * Real money first, then the bonus being wagered (bonuses/bonus-money.ts); its maximum bet holds for
 * the round's stakes together. A free round's stake of 0 moves nothing.
 */
async function debitStake(
  bet: BetInSteps,
  round: GameRoundRow | null,
  roundId: string,
  wagers: string | null,
): Promise<DebitedStake> {
  const { tx, call, body, amount, player, game } = bet;
  const cash = await cashAccountOf(tx, player.id, body.currency, player.cash);
  const bonus = amount > 0n ? await wageredBonusOf(tx, player.id, body.currency) : null;
  refuseAboveMaximumBet(bonus, round?.stake ?? 0n, amount);
  const bonusBalance = bonus?.balance ?? player.bonusBalance;
  const before = cash.balance + bonusBalance;
  if (!(amount > 0n && wagers)) return { balance: before, entryId: null, bonusStake: 0n, bonus };
  const split = splitStake(amount, cash.balance, bonus?.balance ?? 0n);
  if (!split) throw new AppError('insufficient_funds', undefined, { balance: before.toString() });
  const posted = await postGameMovement(tx, {
    kind: 'bet',
    providerCode: call.provider.code,
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
    createdAt: call.now,
  });
  const balance =
    posted.balance + (bonus ? (posted.balanceOf(bonus.accountId) ?? bonus.balance) : bonusBalance);
  return { balance, entryId: posted.entryId, bonusStake: split.bonus, bonus };
}

/** The stake added to its round, or the round opened with it. */
async function recordBetOnRound(
  { tx, call, body, amount, player, game }: BetInSteps,
  round: GameRoundRow | null,
  roundId: string,
  { balance, bonusStake, bonus }: DebitedStake,
  freeRoundGrantId: string | null,
): Promise<void> {
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
    return;
  }
  await tx.insert(gameRounds).values({
    id: roundId,
    providerId: call.provider.id,
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
    startedAt: call.now,
    freeRoundGrantId,
    sportsbook: body.sportsbook ? (body.sportsbook as unknown as JsonObject) : null,
  });
}

/** The whole stake counts towards the wagered bonus at the game's contribution. */
async function countBetTowardsWagering(
  { tx, call, body, amount, game }: BetInSteps,
  { bonus, bonusStake }: DebitedStake,
  roundId: string,
): Promise<void> {
  await countWager(tx, bonus!.grant, {
    sourceKey: ledgerKeyOf(call.provider.code, body.transactionId),
    kind: 'bet',
    roundId,
    externalRoundId: body.roundId,
    game,
    stake: amount,
    bonusStake,
    now: call.now,
    ...(body.sportsbook ? { sportsbookOdds: body.sportsbook.odds } : {}),
  });
}
