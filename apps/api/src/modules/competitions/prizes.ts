import { formatMinorMoney, formattingLocale, isLocale, type Locale } from '@casino/rules';
import { eq, sql } from 'drizzle-orm';
import { leaderboardPeriods, leaderboardTotals, players } from '../../db/schema';
import type { DbTransaction } from '../../db/transaction';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import { postEntry } from '../ledger/post-entry';
import { addPlayerMessage } from '../messages/add-player-message';
import { minorToEurCents } from './money';
import { periodKey } from './periods';

/** The ledger key of a challenge place's prize: one payment per (challenge, place). */
export function challengePrizeKey(challengeId: string, place: number): string {
  return `challenge:${challengeId}:${place}`;
}

/** The ledger key of a race place's prize: one payment per (race, place). */
export function racePrizeKey(raceId: string, place: number): string {
  return `slot-race:${raceId}:${place}`;
}

const customChallengeWon: Record<Locale, (amount: string) => string> = {
  en: (amount) => `You won a challenge! ${amount} has been added to your balance.`,
  es: (amount) => `¡Has ganado un desafío! Se han añadido ${amount} a tu saldo.`,
  de: (amount) => `Du hast eine Challenge gewonnen! ${amount} wurden deinem Guthaben gutgeschrieben.`,
  fr: (amount) => `Vous avez remporté un défi ! ${amount} ont été ajoutés à votre solde.`,
  pt: (amount) => `Ganhou um desafio! ${amount} foram adicionados ao seu saldo.`,
  no: (amount) => `Du vant en utfordring! ${amount} er lagt til saldoen din.`,
};

const challengeWon: Record<Locale, (amount: string, tier: number) => string> = {
  en: (amount, tier) => `You won challenge tier ${tier}! ${amount} has been added to your balance.`,
  es: (amount, tier) => `¡Has ganado el desafío de nivel ${tier}! Se han añadido ${amount} a tu saldo.`,
  de: (amount, tier) =>
    `Du hast die Challenge der Stufe ${tier} gewonnen! ${amount} wurden deinem Guthaben gutgeschrieben.`,
  fr: (amount, tier) =>
    `Vous avez remporté le défi de niveau ${tier} ! ${amount} ont été ajoutés à votre solde.`,
  pt: (amount, tier) => `Ganhou o desafio de nível ${tier}! ${amount} foram adicionados ao seu saldo.`,
  no: (amount, tier) => `Du vant utfordringen på nivå ${tier}! ${amount} er lagt til saldoen din.`,
};

const racePrizeWon: Record<Locale, (amount: string, place: number, race: string) => string> = {
  en: (amount, place, race) =>
    `You finished #${place} in the slot race ${race}: ${amount} has been added to your balance.`,
  es: (amount, place, race) =>
    `Terminaste en el puesto ${place} de la carrera de slots ${race}: se han añadido ${amount} a tu saldo.`,
  de: (amount, place, race) =>
    `Du bist im Slot-Rennen ${race} auf Platz ${place} gelandet: ${amount} wurden deinem Guthaben gutgeschrieben.`,
  fr: (amount, place, race) =>
    `Vous avez terminé ${place}e de la course de machines à sous ${race} : ${amount} ont été ajoutés à votre solde.`,
  pt: (amount, place, race) =>
    `Terminou em ${place}.º lugar na corrida de slots ${race}: ${amount} foram adicionados ao seu saldo.`,
  no: (amount, place, race) =>
    `Du kom på ${place}. plass i spilleautomatløpet ${race}: ${amount} er lagt til saldoen din.`,
};

async function languageOf(tx: DbTransaction, playerId: string): Promise<Locale> {
  const [row] = await tx.select({ language: players.language }).from(players).where(eq(players.id, playerId));
  return row && isLocale(row.language) ? row.language : 'en';
}

/** Adds a paid prize (in EUR cents) to the player's leaderboard totals of the periods it was paid in. */
async function addPrizeToLeaderboard(
  tx: DbTransaction,
  input: { playerId: string; minor: bigint; currency: string; now: Date },
): Promise<void> {
  const cents = minorToEurCents(input.minor, input.currency);
  if (cents === 0n) return;
  for (const period of leaderboardPeriods) {
    await tx
      .insert(leaderboardTotals)
      .values({
        period,
        periodStart: periodKey(period, input.now),
        playerId: input.playerId,
        prizesEurCents: cents,
        updatedAt: input.now,
      })
      .onConflictDoUpdate({
        target: [leaderboardTotals.period, leaderboardTotals.periodStart, leaderboardTotals.playerId],
        set: {
          prizesEurCents: sql`${leaderboardTotals.prizesEurCents} + ${cents.toString()}::bigint`,
          updatedAt: input.now,
        },
      });
  }
}

async function payPrize(
  tx: DbTransaction,
  input: {
    key: string;
    kind: string;
    playerId: string;
    currency: string;
    prizeMinor: bigint;
    metadata: Record<string, string | number>;
    now: Date;
    message: (locale: Locale) => string;
  },
): Promise<string> {
  const accounts = await ensurePlayerAccounts(tx, input.playerId, input.currency);
  const house = await ensureHouseAccount(tx, 'house_promotions', input.currency);
  const posted = await postEntry(tx, {
    idempotencyKey: input.key,
    kind: input.kind,
    postings: [
      { accountId: house, amount: -input.prizeMinor, currency: input.currency },
      { accountId: accounts.cash, amount: input.prizeMinor, currency: input.currency },
    ],
    metadata: { playerId: input.playerId, ...input.metadata },
    outbox: [
      {
        topic: `competitions.${input.kind}`,
        payload: {
          playerId: input.playerId,
          amountMinor: input.prizeMinor.toString(),
          currency: input.currency,
          ...input.metadata,
        },
      },
    ],
    createdAt: input.now,
  });
  if (!posted.replayed) {
    await addPrizeToLeaderboard(tx, {
      playerId: input.playerId,
      minor: input.prizeMinor,
      currency: input.currency,
      now: input.now,
    });
    const locale = await languageOf(tx, input.playerId);
    await addPlayerMessage(tx, {
      playerId: input.playerId,
      type: 'competition',
      message: input.message(locale),
      now: input.now,
      textIn: input.message,
    });
  }
  return posted.entryId;
}

/** A challenge prize: house_promotions -> player_cash, once per (challenge, place). */
export function payChallengePrize(
  tx: DbTransaction,
  input: {
    challengeId: string;
    place: number;
    playerId: string;
    currency: string;
    prizeMinor: bigint;
    /** Null: a custom challenge. */
    tier: number | null;
    now: Date;
  },
): Promise<string> {
  const amount = (locale: Locale) =>
    formatMinorMoney(input.prizeMinor, input.currency, formattingLocale(locale));
  return payPrize(tx, {
    key: challengePrizeKey(input.challengeId, input.place),
    kind: 'challenge_prize',
    playerId: input.playerId,
    currency: input.currency,
    prizeMinor: input.prizeMinor,
    metadata: { challengeId: input.challengeId, place: input.place },
    now: input.now,
    message: (locale) =>
      input.tier === null
        ? customChallengeWon[locale](amount(locale))
        : challengeWon[locale](amount(locale), input.tier),
  });
}

/** A race place's prize: house_promotions -> player_cash, once per (race, place). */
export function payRacePrize(
  tx: DbTransaction,
  input: {
    raceId: string;
    raceName: string;
    place: number;
    playerId: string;
    currency: string;
    prizeMinor: bigint;
    now: Date;
  },
): Promise<string> {
  const amount = (locale: Locale) =>
    formatMinorMoney(input.prizeMinor, input.currency, formattingLocale(locale));
  return payPrize(tx, {
    key: racePrizeKey(input.raceId, input.place),
    kind: 'slot_race_prize',
    playerId: input.playerId,
    currency: input.currency,
    prizeMinor: input.prizeMinor,
    metadata: { raceId: input.raceId, place: input.place },
    now: input.now,
    message: (locale) => racePrizeWon[locale](amount(locale), input.place, input.raceName),
  });
}
