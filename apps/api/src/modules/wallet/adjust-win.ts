import type { ProviderAdjustBody } from './wallet-bodies';
import { eq, sql } from 'drizzle-orm';
import { gameRounds, type JsonObject } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { fingerprintOf } from '../ledger/fingerprint';
import { inTransaction, type DbTransaction } from '../../db/transaction';
import { postWalletEntry, recordTransaction, type ProviderMoneyData } from './wallet-answer';
import { adjustInOneCall } from './wallet-functions';
import {
  cashAccountOf,
  findProviderGame,
  findRound,
  findTransaction,
  ledgerKeyOf,
  lockPlayer,
  replayAnswer,
  wagerShardOf,
  type ProviderGameRef,
  type WalletCall,
} from './wallet-db';

export type ProviderAdjustData = ProviderMoneyData & { taken: string; uncollected: string };

/**
 * Takes back up to `amount` of a round's wins, once per transaction id: a sportsbook settlement
 * corrected for less (docs/provider-protocol.md, section 10). The player's cash pays what it can; the
 * rest is booked as uncollected against the casino's own money (house_cash), so the entry balances and
 * the shortfall is visible to the operator, never silently lost. No session is needed (like a win).
 * Its stored function (sql/07_adjust.sql) takes it in one round trip; these steps are its twin.
 */
export async function adjustWin(call: WalletCall, body: ProviderAdjustBody): Promise<ProviderAdjustData> {
  const fingerprint = fingerprintOf({
    kind: 'adjust',
    playerId: body.playerId,
    roundId: body.roundId,
    externalGameId: body.externalGameId,
    amount: body.amount,
    currency: body.currency,
    ...(body.originalTransactionId === undefined
      ? {}
      : { originalTransactionId: body.originalTransactionId }),
  });
  // One round trip (sql/07_adjust.sql) unless an account it needs is not opened yet.
  const answer = await adjustInOneCall(call, body, fingerprint);
  if (answer) return answer as ProviderAdjustData;
  const { provider, now } = call;
  const game = await findProviderGame(call.db, provider.id, body.externalGameId);
  return inTransaction(call.db, async (tx) => {
    const player = await lockPlayer(tx, body.playerId, body.currency);
    const previous = await findTransaction(tx, provider.id, body.transactionId);
    if (previous) return replayAnswer(previous, fingerprint) as ProviderAdjustData;
    if (!game) throw new AppError('game_not_found');
    const round = await findRound(tx, provider.id, body.roundId);
    if (!round || round.playerId !== player.id || round.gameId !== game.id)
      throw new AppError('bet_not_found');
    if (round.status === 'rolled_back') throw new AppError('transaction_rolled_back');
    if (round.status === 'closed') throw new AppError('round_closed');
    if (round.currency !== body.currency) throw new AppError('currency_mismatch');
    const amount = BigInt(body.amount);
    // Only what the round paid can be taken back.
    if (amount > round.win)
      throw new AppError('amount_out_of_range', undefined, { maxAmount: String(round.win) });

    const cash = await cashAccountOf(tx, player.id, body.currency, player.cash);
    const taken = amount < cash.balance ? amount : cash.balance;
    const posted = await postAdjustment(tx, call, body, {
      game,
      roundId: round.id,
      stake: round.stake,
      cashAccountId: cash.id,
      amount,
      taken,
    });
    const balance = posted.balance + player.bonusBalance;
    await tx
      .update(gameRounds)
      .set({ win: sql`${gameRounds.win} - ${amount.toString()}::bigint`, balanceAfter: balance })
      .where(eq(gameRounds.id, round.id));
    return (await recordTransaction(tx, {
      providerId: provider.id,
      externalId: body.transactionId,
      kind: 'adjust',
      playerId: player.id,
      externalRoundId: body.roundId,
      roundId: round.id,
      amount,
      currency: body.currency,
      fingerprint,
      ledgerEntryId: posted.entryId,
      originalExternalId: body.originalTransactionId ?? null,
      balance,
      createdAt: now,
      answerExtra: { taken: taken.toString(), uncollected: (amount - taken).toString() },
    })) as ProviderAdjustData;
  });
}

interface Adjustment {
  game: ProviderGameRef;
  roundId: string;
  stake: bigint;
  cashAccountId: string;
  amount: bigint;
  taken: bigint;
}

/**
 * One balanced entry: the house's wagers get the whole amount back (the round's result is corrected),
 * from the player's cash (`taken`) and, for the rest, from house_cash (uncollected), with the outbox
 * event `game.adjust`.
 */
async function postAdjustment(tx: DbTransaction, call: WalletCall, body: ProviderAdjustBody, a: Adjustment) {
  const { currency } = body;
  const wagers = await ensureHouseAccount(tx, 'house_game_wagers', currency, wagerShardOf(body.playerId));
  const uncollected = a.amount - a.taken;
  const houseCash = uncollected > 0n ? await ensureHouseAccount(tx, 'house_cash', currency) : null;
  const extra: JsonObject = {
    taken: a.taken.toString(),
    uncollected: uncollected.toString(),
    ...(body.originalTransactionId === undefined
      ? {}
      : { originalTransactionId: body.originalTransactionId }),
  };
  const postings = [
    ...(a.taken > 0n ? [{ accountId: a.cashAccountId, amount: -a.taken, currency }] : []),
    ...(houseCash ? [{ accountId: houseCash, amount: -uncollected, currency }] : []),
    { accountId: wagers, amount: a.amount, currency },
  ];
  return postWalletEntry(tx, a.cashAccountId, {
    idempotencyKey: ledgerKeyOf(call.provider.code, body.transactionId),
    kind: 'game_adjust',
    postings,
    metadata: {
      provider: call.provider.code,
      transactionId: body.transactionId,
      roundId: body.roundId,
      gameId: a.game.id,
      ...extra,
    },
    outbox: [
      {
        topic: 'game.adjust',
        payload: {
          playerId: body.playerId,
          gameId: a.game.id,
          category: a.game.category,
          provider: call.provider.code,
          roundId: a.roundId,
          externalRoundId: body.roundId,
          transactionId: body.transactionId,
          stake: a.stake.toString(),
          win: a.amount.toString(),
          currency,
          houseEdgeBasisPoints: 10_000 - a.game.rtpBasisPoints,
          ...extra,
        },
      },
    ],
    createdAt: call.now,
  });
}
