import { randomUUID } from 'node:crypto';
import type { ProviderPromotionBody } from '@casino/contract';
import { formatMinorMoney, formattingLocale, isLocale, type Locale } from '@casino/rules';
import { and, eq } from 'drizzle-orm';
import { networkPromotionCredits, players, type JsonObject } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inTransaction, type DbExecutor } from '../../db/transaction';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { fingerprintOf } from '../ledger/fingerprint';
import { addPlayerMessage } from '../messages/add-player-message';
import { postWalletEntry, type ProviderMoneyData } from './wallet-answer';
import { cashAccountOf, isPlayerKnownToProvider, lockPlayer, type WalletCall } from './wallet-db';

/** Ledger key of a promotion credit: its own namespace, so it never meets a bet's or a win's key. */
export function promotionCreditKey(providerCode: string, transactionId: string): string {
  return `network-promotion:${providerCode}:${transactionId}`;
}

const prizeMessage: Record<Locale, (amount: string, kind: 'drop' | 'race', place: number | null) => string> =
  {
    en: (amount, kind, place) =>
      kind === 'drop'
        ? `A network prize drop landed on your round: ${amount} has been added to your balance.`
        : `You finished #${place} in the network race: ${amount} has been added to your balance.`,
    es: (amount, kind, place) =>
      kind === 'drop'
        ? `¡Un premio de la red ha caído en tu ronda! Se han añadido ${amount} a tu saldo.`
        : `Terminaste en el puesto ${place} de la carrera de la red: se han añadido ${amount} a tu saldo.`,
    de: (amount, kind, place) =>
      kind === 'drop'
        ? `Ein Netzwerk-Preis ist in deiner Runde gefallen: ${amount} wurden deinem Guthaben gutgeschrieben.`
        : `Du bist im Netzwerk-Rennen auf Platz ${place} gelandet: ${amount} wurden deinem Guthaben gutgeschrieben.`,
    fr: (amount, kind, place) =>
      kind === 'drop'
        ? `Un prix du réseau est tombé sur votre partie : ${amount} ont été ajoutés à votre solde.`
        : `Vous avez terminé ${place}e de la course du réseau : ${amount} ont été ajoutés à votre solde.`,
    pt: (amount, kind, place) =>
      kind === 'drop'
        ? `Um prémio da rede caiu na sua ronda: ${amount} foram adicionados ao seu saldo.`
        : `Terminou em ${place}.º lugar na corrida da rede: ${amount} foram adicionados ao seu saldo.`,
    no: (amount, kind, place) =>
      kind === 'drop'
        ? `En nettverkspremie falt på runden din: ${amount} er lagt til saldoen din.`
        : `Du kom på ${place}. plass i nettverksløpet: ${amount} er lagt til saldoen din.`,
  };

async function languageOf(db: DbExecutor, playerId: string): Promise<Locale> {
  const [row] = await db.select({ language: players.language }).from(players).where(eq(players.id, playerId));
  return row && isLocale(row.language) ? row.language : 'en';
}

/**
 * A network promotion's prize: one ledger entry house_promotions -> player_cash with its outbox event
 * `game.promotion`. It names no round and needs no live game session (a drop may be paid after the
 * player left, a race place days later), but only a player this provider has seen is credited, in the
 * player's own currency. Idempotent on (provider, transactionId): a replay answers the first answer,
 * the same id with other fields is refused.
 */
export async function creditPromotion(
  call: WalletCall,
  body: ProviderPromotionBody,
): Promise<ProviderMoneyData> {
  const amount = BigInt(body.amount);
  const place = body.kind === 'race' ? body.place : null;
  if (body.kind === 'race' && place === null) throw new AppError('validation_error');
  if (body.kind === 'drop' && body.place !== null) throw new AppError('validation_error');
  const fingerprint = fingerprintOf({
    kind: 'promotion',
    playerId: body.playerId,
    promotionCode: body.promotionCode,
    promotionKind: body.kind,
    place,
    amount: body.amount,
    currency: body.currency,
    roundId: body.roundId ?? null,
  });
  const { provider, now } = call;

  return inTransaction(call.db, async (tx) => {
    const player = await lockPlayer(tx, body.playerId, body.currency);
    const previous = await previousCredit(tx, provider.id, body.transactionId);
    if (previous) {
      if (previous.fingerprint !== fingerprint) throw new AppError('idempotency_conflict');
      return previous.answer as unknown as ProviderMoneyData;
    }
    if (!(await isPlayerKnownToProvider(tx, player.id, provider.id))) throw new AppError('player_not_found');
    if (player.currency !== body.currency) throw new AppError('currency_mismatch');

    // Opened only now: a currency no player of ours holds never gets a house account.
    const house = await ensureHouseAccount(tx, 'house_promotions', body.currency);
    const cash = await cashAccountOf(tx, player.id, body.currency, player.cash);
    const event: JsonObject = {
      playerId: player.id,
      provider: provider.code,
      transactionId: body.transactionId,
      promotionCode: body.promotionCode,
      promotionKind: body.kind,
      place,
      amount: body.amount,
      currency: body.currency,
    };
    const posted = await postWalletEntry(tx, cash.id, {
      idempotencyKey: promotionCreditKey(provider.code, body.transactionId),
      kind: 'network_promotion_prize',
      postings: [
        { accountId: house, amount: -amount, currency: body.currency },
        { accountId: cash.id, amount, currency: body.currency },
      ],
      metadata: { ...event, roundId: body.roundId ?? null },
      outbox: [{ topic: 'game.promotion', payload: event }],
      createdAt: now,
    });
    const id = randomUUID();
    const answer: ProviderMoneyData = {
      balance: posted.balance.toString(),
      currency: body.currency,
      transactionId: body.transactionId,
      platformTransactionId: id,
    };
    await tx.insert(networkPromotionCredits).values({
      id,
      providerId: provider.id,
      transactionId: body.transactionId,
      promotionCode: body.promotionCode,
      playerId: player.id,
      amount,
      currency: body.currency,
      kind: body.kind,
      place,
      externalRoundId: body.roundId ?? null,
      fingerprint,
      ledgerEntryId: posted.entryId,
      answer: answer as unknown as JsonObject,
      createdAt: now,
    });
    await tellPlayerOfPrize(tx, { playerId: player.id, body, amount, place, now });
    return answer;
  });
}

async function previousCredit(tx: DbExecutor, providerId: string, transactionId: string) {
  const [previous] = await tx
    .select({ fingerprint: networkPromotionCredits.fingerprint, answer: networkPromotionCredits.answer })
    .from(networkPromotionCredits)
    .where(
      and(
        eq(networkPromotionCredits.providerId, providerId),
        eq(networkPromotionCredits.transactionId, transactionId),
      ),
    );
  return previous ?? null;
}

/** The prize in the player's inbox, in the player's language (and stored in every language). */
async function tellPlayerOfPrize(
  tx: DbExecutor,
  prize: { playerId: string; body: ProviderPromotionBody; amount: bigint; place: number | null; now: Date },
): Promise<void> {
  const { playerId, body, amount, place, now } = prize;
  const text = (locale: Locale) =>
    prizeMessage[locale](formatMinorMoney(amount, body.currency, formattingLocale(locale)), body.kind, place);
  await addPlayerMessage(tx, {
    playerId,
    type: 'competition',
    message: text(await languageOf(tx, playerId)),
    now,
    textIn: text,
  });
}
