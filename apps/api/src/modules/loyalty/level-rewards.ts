import { eurCentsInCurrency, isLocale, levelReward, type Locale } from '@casino/rules';
import { and, eq, sql } from 'drizzle-orm';
import {
  games,
  gameProviders,
  loyaltyRewards,
  players,
  vipHostTasks,
  type LoyaltyRewardRow,
} from '../../db/schema';
import type { DbExecutor, DbTransaction } from '../../db/transaction';
import { inTransaction } from '../../db/transaction';
import { currencyInfo } from '../../lib/player-currency';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import { postEntry } from '../ledger/post-entry';
import { addPlayerMessage } from '../messages/add-player-message';
import { grantFreeRounds, playerCurrencyOf } from '../games/free-rounds/grant-free-rounds';

/** The first VIP level (Bronze): reaching it makes the player VIP. */
export const firstVipLevel = 21;

/** The studio whose slots the free spins of levels 1-5 are on. */
export const freeSpinsProviderCode = 'nova-studio';

const vipWelcome: Record<Locale, string> = {
  en: 'Welcome to the VIP club! You have reached level 21 (Bronze): your personal VIP host will contact you, and weekly and monthly cashback and rewards are now yours.',
  es: '¡Bienvenido al club VIP! Has alcanzado el nivel 21 (Bronce): tu anfitrión VIP personal se pondrá en contacto contigo, y ahora disfrutas de cashback y recompensas semanales y mensuales.',
  de: 'Willkommen im VIP-Club! Du hast Level 21 (Bronze) erreicht: Dein persönlicher VIP-Betreuer meldet sich bei dir, und wöchentliches und monatliches Cashback sowie Belohnungen gehören jetzt dir.',
  fr: 'Bienvenue au club VIP ! Vous avez atteint le niveau 21 (Bronze) : votre hôte VIP personnel va vous contacter, et le cashback et les récompenses hebdomadaires et mensuels sont désormais à vous.',
  pt: 'Bem-vindo ao clube VIP! Atingiu o nível 21 (Bronze): o seu anfitrião VIP pessoal vai contactá-lo, e o cashback e as recompensas semanais e mensais passam a ser seus.',
  no: 'Velkommen til VIP-klubben! Du har nådd nivå 21 (Bronse): din personlige VIP-vert tar kontakt med deg, og ukentlig og månedlig cashback og belønninger er nå dine.',
};

export interface PlayerForRewards {
  id: string;
  currency: string;
  language: string;
  selfExcludedUntil: Date | null;
}

export async function loadPlayer(tx: DbExecutor, playerId: string): Promise<PlayerForRewards | null> {
  const [row] = await tx
    .select({
      id: players.id,
      currency: players.currency,
      language: players.language,
      selfExcludedUntil: players.selfExcludedUntil,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return row ?? null;
}

/** A self-excluded or cooling-off player (an account block still running) gets rewards later. */
export function isBlocked(player: PlayerForRewards, now: Date): boolean {
  return player.selfExcludedUntil !== null && player.selfExcludedUntil.getTime() > now.getTime();
}

/** The ledger key of a level's cash reward: once per (player, level). */
export function levelRewardKey(playerId: string, level: number): string {
  return `loyalty-level:${playerId}:${level}`;
}

/** Pays a cash reward: house_promotions -> player_cash in the reward's currency, once per (player, level). */
async function payCashReward(tx: DbTransaction, reward: LoyaltyRewardRow): Promise<string> {
  const currency = reward.currency!;
  const amount = reward.amountMinor!;
  const accounts = await ensurePlayerAccounts(tx, reward.playerId, currency);
  const house = await ensureHouseAccount(tx, 'house_promotions', currency);
  const posted = await postEntry(tx, {
    idempotencyKey: levelRewardKey(reward.playerId, reward.level),
    kind: 'loyalty_level_reward',
    postings: [
      { accountId: house, amount: -amount, currency },
      { accountId: accounts.cash, amount, currency },
    ],
    metadata: { playerId: reward.playerId, level: reward.level },
    outbox: [
      {
        topic: 'loyalty.level_reward',
        payload: { playerId: reward.playerId, level: reward.level, amountMinor: amount.toString(), currency },
      },
    ],
  });
  return posted.entryId;
}

/** How long a level's free spins stay playable. */
export const levelFreeSpinsValidDays = 30;

/**
 * Grants free spins on a named slot of our studio through the games module's free-rounds grant (one
 * per source key, so a replay grants nothing new), written in this transaction and delivered to the
 * provider afterwards. Answers the grant's id, or null when the slot (or its minimum bet) is not in
 * the catalogue yet: the reward then keeps waiting and is tried again later.
 */
export async function grantStudioFreeSpins(
  tx: DbTransaction,
  input: { playerId: string; gameSlug: string; spins: number; source: string; sourceKey: string; now: Date },
): Promise<string | null> {
  const [game] = await tx
    .select({ id: games.id, minBet: games.minBet })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(
      and(
        eq(gameProviders.code, freeSpinsProviderCode),
        eq(games.slug, input.gameSlug),
        eq(games.enabled, true),
      ),
    );
  // The spins are played at the slot's minimum bet: until the catalogue knows it, the reward waits.
  if (!game || game.minBet === null || input.spins <= 0) return null;
  const grant = await grantFreeRounds(tx, {
    playerId: input.playerId,
    gameId: game.id,
    rounds: input.spins,
    currency: await playerCurrencyOf(tx, input.playerId),
    source: input.source,
    sourceKey: input.sourceKey,
    expiresAt: new Date(input.now.getTime() + levelFreeSpinsValidDays * 86_400_000),
    now: input.now,
  });
  return grant.grantId;
}

/** A level's free spins (source 'loyalty_level', one grant per player and level): see grantStudioFreeSpins. */
export async function grantLevelFreeSpins(
  tx: DbTransaction,
  reward: LoyaltyRewardRow,
  now: Date,
): Promise<string | null> {
  return grantStudioFreeSpins(tx, {
    playerId: reward.playerId,
    gameSlug: reward.gameSlug ?? '',
    spins: reward.spins ?? 0,
    source: 'loyalty_level',
    sourceKey: `loyalty_level:${reward.playerId}:${reward.level}`,
    now,
  });
}

/**
 * Pays or grants a reward just recorded, or one that waited: cash paid, free spins granted. Answers
 * false when the reward must go on waiting (its slot is not in the catalogue yet).
 */
async function settleReward(tx: DbTransaction, reward: LoyaltyRewardRow, now: Date): Promise<boolean> {
  if (reward.kind === 'cash') {
    const entryId = await payCashReward(tx, reward);
    await tx
      .update(loyaltyRewards)
      .set({ status: 'paid', ledgerEntryId: entryId, settledAt: now })
      .where(eq(loyaltyRewards.id, reward.id));
  } else {
    // No slot to play them on yet: the reward stays waiting and payWaitingRewards tries again.
    if (!(await grantLevelFreeSpins(tx, reward, now))) return false;
    await tx
      .update(loyaltyRewards)
      .set({ status: 'granted', settledAt: now })
      .where(eq(loyaltyRewards.id, reward.id));
  }
  return true;
}

/**
 * The rewards of every level in (fromLevel, toLevel], each once (unique per player and level): cash
 * from house_promotions in the player's currency (the EUR amount by the currency's EUR equivalent,
 * rounded down), free spins through grantLevelFreeSpins. A blocked player's rewards wait. Reaching
 * level 21 also leaves a message in the inbox and a task for the VIP hosts.
 */
export async function rewardLevelsReached(
  tx: DbTransaction,
  input: { playerId: string; fromLevel: number; toLevel: number; now: Date },
): Promise<void> {
  if (input.toLevel <= input.fromLevel) return;
  const player = await loadPlayer(tx, input.playerId);
  if (!player) return;
  const blocked = isBlocked(player, input.now);
  for (let level = input.fromLevel + 1; level <= input.toLevel; level += 1) {
    const reward = levelReward(level);
    const values =
      reward.kind === 'cash'
        ? {
            kind: 'cash' as const,
            amountMinor: eurCentsInCurrency(reward.eurCents, currencyInfo(player.currency), 'floor'),
            currency: player.currency,
          }
        : { kind: 'freeSpins' as const, spins: reward.spins, gameSlug: reward.gameSlug };
    const [row] = await tx
      .insert(loyaltyRewards)
      .values({ playerId: player.id, level, ...values, status: 'waiting', createdAt: input.now })
      .onConflictDoNothing()
      .returning();
    if (row && !blocked) await settleReward(tx, row, input.now);
  }
  if (input.fromLevel < firstVipLevel && input.toLevel >= firstVipLevel) {
    const [task] = await tx
      .insert(vipHostTasks)
      .values({ playerId: player.id, level: input.toLevel, createdAt: input.now })
      .onConflictDoNothing()
      .returning({ id: vipHostTasks.id });
    if (task) {
      const locale: Locale = isLocale(player.language) ? player.language : 'en';
      await addPlayerMessage(tx, {
        playerId: player.id,
        type: 'vip',
        message: vipWelcome[locale],
        now: input.now,
        textIn: (each) => vipWelcome[each],
      });
    }
  }
}

/**
 * Pays the rewards that waited for a block to end: those of players no longer self-excluded nor
 * cooling off. Each reward in its own transaction, taken with SKIP LOCKED, so copies of this job
 * never pay one twice (and the ledger key would refuse it anyway). Answers how many were settled.
 */
export async function payWaitingRewards(db: DbExecutor, now: Date, limit = 100): Promise<number> {
  const candidates = await db
    .select({ id: loyaltyRewards.id })
    .from(loyaltyRewards)
    .innerJoin(players, eq(players.id, loyaltyRewards.playerId))
    .where(
      and(
        eq(loyaltyRewards.status, 'waiting'),
        sql`(${players.selfExcludedUntil} IS NULL OR ${players.selfExcludedUntil} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(limit);
  let settled = 0;
  for (const candidate of candidates) {
    const done = await inTransaction(db, async (tx) => {
      const [reward] = await tx
        .select()
        .from(loyaltyRewards)
        .where(and(eq(loyaltyRewards.id, candidate.id), eq(loyaltyRewards.status, 'waiting')))
        .for('update', { skipLocked: true });
      if (!reward) return false;
      return settleReward(tx, reward, now);
    });
    if (done) settled += 1;
  }
  return settled;
}
