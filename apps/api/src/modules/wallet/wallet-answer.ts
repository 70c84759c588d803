import { randomUUID } from 'node:crypto';
import type { providerMoneyDataSchema } from '@casino/contract';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { ledgerAccounts, providerTransactions, type JsonObject } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DbTransaction } from '../../db/transaction';
import { postEntry, type PostEntryInput } from '../ledger/post-entry';
import { ledgerKeyOf } from './wallet-db';

export type ProviderMoneyData = z.infer<typeof providerMoneyDataSchema>;

export interface RecordInput {
  providerId: string;
  externalId: string;
  kind: 'bet' | 'win' | 'rollback' | 'adjust';
  playerId: string;
  externalRoundId: string;
  roundId: string | null;
  amount: bigint;
  currency: string;
  fingerprint: string;
  ledgerEntryId: string | null;
  originalExternalId?: string | null;
  balance: bigint;
  createdAt: Date;
  /** The part of the amount paid from or to bonus money (issue 15). */
  bonusAmount?: bigint;
  /** False for a rollback that found no bet: the answer then carries no platform id. */
  hasMovement?: boolean;
  /** Fields of this kind of answer only (an adjustment's taken and uncollected), replayed alike. */
  answerExtra?: Record<string, string>;
}

/**
 * Stores the transaction with its answer, and answers it: the row's id is the platform's id of the
 * movement, and the stored answer is what every replay of this transaction id gets back.
 */
export async function recordTransaction(tx: DbTransaction, input: RecordInput): Promise<ProviderMoneyData> {
  const id = randomUUID();
  const answer: ProviderMoneyData = {
    balance: input.balance.toString(),
    currency: input.currency,
    transactionId: input.externalId,
    platformTransactionId: input.hasMovement === false ? null : id,
    ...input.answerExtra,
  };
  await tx.insert(providerTransactions).values({
    id,
    providerId: input.providerId,
    externalId: input.externalId,
    kind: input.kind,
    playerId: input.playerId,
    externalRoundId: input.externalRoundId,
    roundId: input.roundId,
    amount: input.amount,
    bonusAmount: input.bonusAmount ?? 0n,
    currency: input.currency,
    fingerprint: input.fingerprint,
    ledgerEntryId: input.ledgerEntryId,
    answer: answer as unknown as JsonObject,
    originalExternalId: input.originalExternalId ?? null,
    createdAt: input.createdAt,
  });
  return answer;
}

/**
 * Posts one wallet entry and answers the player's cash balance after it. A refused overdraft becomes
 * insufficient_funds carrying the current balance, which is what a provider shows the player. The
 * entry runs in a savepoint, so the refusal leaves the caller's transaction usable for that read.
 */
export async function postWalletEntry(
  tx: DbTransaction,
  cashAccountId: string,
  entry: PostEntryInput,
): Promise<{ entryId: string; balance: bigint; balanceOf(accountId: string): bigint | null }> {
  try {
    const result = await postEntry(tx, entry);
    const balanceOf = (accountId: string) =>
      result.balances.find((line) => line.accountId === accountId)?.balance ?? null;
    // A movement wholly in bonus money leaves cash alone: its balance is then read.
    const cash =
      balanceOf(cashAccountId) ?? (await cashBalance(tx, cashAccountId, entry.postings[0]!.currency));
    return { entryId: result.entryId, balance: cash, balanceOf };
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_funds') {
      const [posting] = entry.postings.filter((line) => line.accountId === cashAccountId);
      const playerCash = posting ? await cashBalance(tx, cashAccountId, posting.currency) : 0n;
      throw new AppError('insufficient_funds', undefined, { balance: playerCash.toString() });
    }
    throw error;
  }
}

async function cashBalance(tx: DbTransaction, accountId: string, currency: string): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, accountId), eq(ledgerAccounts.currency, currency)));
  return row?.balance ?? 0n;
}

export interface GameMovement {
  kind: 'bet' | 'win' | 'rollback';
  providerCode: string;
  transactionId: string;
  externalRoundId: string;
  /** The platform's round, null for a rollback of a bet whose round was never opened. */
  roundId: string | null;
  playerId: string;
  /** The RTP, when known, puts the house edge of the moment into the event (wager facts snapshot it). */
  game: { id: string; category: string; rtpBasisPoints?: number };
  cashAccountId: string;
  wagersAccountId: string;
  /** Positive; a bet moves it from the player's cash to the house, a win or rollback back. */
  amount: bigint;
  /**
   * The part of `amount` paid from (a bet) or to (a win, a refund) bonus money, and the account it
   * moves through: the player's bonus account, or house_bonus_funding for the bonus part of a refund
   * whose bonus has ended. The rest moves through cash.
   */
  bonus?: { accountId: string; amount: bigint };
  currency: string;
  /** What the outbox event reports as the round's stake and win, in minor units. */
  stake: string;
  win: string;
  /** Fields of this kind of movement only, added to the event and the ledger metadata alike. */
  extra?: JsonObject;
  createdAt: Date;
}

/**
 * One game movement between the player's cash and the house wagers (the player's shard): a ledger
 * entry keyed on the provider's transaction id, with its outbox event `game.{kind}` (player, game,
 * category, provider, round, stake and win) in the same transaction, so loyalty, bonuses and
 * leaderboards see exactly the movements that happened.
 */
export function postGameMovement(tx: DbTransaction, movement: GameMovement) {
  const toCash = movement.kind === 'bet' ? -movement.amount : movement.amount;
  const event: JsonObject = {
    playerId: movement.playerId,
    gameId: movement.game.id,
    category: movement.game.category,
    provider: movement.providerCode,
    roundId: movement.roundId,
    externalRoundId: movement.externalRoundId,
    transactionId: movement.transactionId,
    stake: movement.stake,
    win: movement.win,
    currency: movement.currency,
    ...(movement.game.rtpBasisPoints === undefined
      ? {}
      : { houseEdgeBasisPoints: 10_000 - movement.game.rtpBasisPoints }),
    ...movement.extra,
  };
  const bonusAmount = movement.bonus?.amount ?? 0n;
  const sign = movement.kind === 'bet' ? -1n : 1n;
  const cashAmount = movement.amount - bonusAmount;
  // Zero lines are left out (the ledger refuses them): a bet wholly in bonus money has no cash line.
  const postings = [
    ...(cashAmount !== 0n
      ? [{ accountId: movement.cashAccountId, amount: sign * cashAmount, currency: movement.currency }]
      : []),
    ...(movement.bonus && bonusAmount !== 0n
      ? [{ accountId: movement.bonus.accountId, amount: sign * bonusAmount, currency: movement.currency }]
      : []),
    { accountId: movement.wagersAccountId, amount: -toCash, currency: movement.currency },
  ];
  return postWalletEntry(tx, movement.cashAccountId, {
    idempotencyKey: ledgerKeyOf(movement.providerCode, movement.transactionId),
    kind: `game_${movement.kind}`,
    postings,
    metadata: {
      provider: movement.providerCode,
      transactionId: movement.transactionId,
      roundId: movement.externalRoundId,
      gameId: movement.game.id,
      ...movement.extra,
    },
    outbox: [{ topic: `game.${movement.kind}`, payload: event }],
    createdAt: movement.createdAt,
  });
}
