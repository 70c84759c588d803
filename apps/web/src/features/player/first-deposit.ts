import type { Player } from '@casino/contract/player';
import { storageKeys, type KeyValueStore } from '@/lib/storage';

/** Spec section 9: the 'First Time Deposit' event only for a deposit made under 30 minutes ago. */
export const firstDepositEventWindowMs = 30 * 60 * 1000;

export interface FirstDepositRecord {
  playerId: string;
  amount: string;
  date: string | null;
}

export interface FirstDepositDeps {
  store: KeyValueStore;
  now: () => Date;
  onFirstTimeDeposit: (player: Pick<Player, 'id' | 'email' | 'username'>, record: FirstDepositRecord) => void;
}

function readRecord(store: KeyValueStore): FirstDepositRecord | null {
  try {
    return JSON.parse(store.get(storageKeys.firstDeposit) ?? 'null') as FirstDepositRecord | null;
  } catch {
    return null;
  }
}

/**
 * Spec section 4 "First deposit": once the player's first_deposit is not '0.00' and this browser has
 * not recorded it for this player, keep it under `firstDeposit`; a fresh one (under 30 minutes) also
 * raises the event. Returns what it did, for tests and logs.
 */
export function recordFirstDeposit(
  player: Pick<Player, 'id' | 'email' | 'username' | 'first_deposit' | 'first_deposit_date'>,
  deps: FirstDepositDeps,
): 'none' | 'recorded' | 'recorded_and_tracked' {
  if (player.first_deposit === '0.00' || Number(player.first_deposit) === 0) return 'none';
  if (readRecord(deps.store)?.playerId === player.id) return 'none';
  const record: FirstDepositRecord = {
    playerId: player.id,
    amount: player.first_deposit,
    date: player.first_deposit_date,
  };
  deps.store.set(storageKeys.firstDeposit, JSON.stringify(record));
  const madeAt = player.first_deposit_date ? Date.parse(player.first_deposit_date) : Number.NaN;
  const age = deps.now().getTime() - madeAt;
  if (!Number.isFinite(age) || age < 0 || age >= firstDepositEventWindowMs) return 'recorded';
  deps.onFirstTimeDeposit(player, record);
  return 'recorded_and_tracked';
}
