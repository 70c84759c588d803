import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStore, StorageKey } from '@/lib/storage';
import { samplePlayer } from '@/test/sample-player';
import { recordFirstDeposit, type FirstDepositDeps } from './first-deposit';

function memoryStore(): KeyValueStore & { data: Map<StorageKey, string> } {
  const data = new Map<StorageKey, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

const now = new Date('2026-11-22T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

function setup() {
  const store = memoryStore();
  const onFirstTimeDeposit = vi.fn<FirstDepositDeps['onFirstTimeDeposit']>();
  return { store, onFirstTimeDeposit, deps: { store, now: () => now, onFirstTimeDeposit } };
}

describe('recordFirstDeposit', () => {
  it('does nothing while first_deposit is 0.00', () => {
    const { store, deps, onFirstTimeDeposit } = setup();
    expect(recordFirstDeposit(samplePlayer, deps)).toBe('none');
    expect(store.data.size).toBe(0);
    expect(onFirstTimeDeposit).not.toHaveBeenCalled();
  });

  it('records a fresh first deposit once and tracks the event once', () => {
    const { store, deps, onFirstTimeDeposit } = setup();
    const player = { ...samplePlayer, first_deposit: '25.00', first_deposit_date: minutesAgo(5) };
    expect(recordFirstDeposit(player, deps)).toBe('recorded_and_tracked');
    expect(recordFirstDeposit(player, deps)).toBe('none');
    expect(onFirstTimeDeposit).toHaveBeenCalledTimes(1);
    expect(JSON.parse(store.data.get('firstDeposit')!)).toEqual({
      playerId: samplePlayer.id,
      amount: '25.00',
      date: player.first_deposit_date,
    });
  });

  it('records an old first deposit without the event (30 minutes or more)', () => {
    const { deps, onFirstTimeDeposit } = setup();
    const player = { ...samplePlayer, first_deposit: '25.00', first_deposit_date: minutesAgo(30) };
    expect(recordFirstDeposit(player, deps)).toBe('recorded');
    expect(onFirstTimeDeposit).not.toHaveBeenCalled();
  });

  it('records again for another player on the same browser', () => {
    const { deps, onFirstTimeDeposit } = setup();
    const first = { ...samplePlayer, first_deposit: '10.00', first_deposit_date: minutesAgo(1) };
    const second = { ...first, id: '00000000-0000-4000-8000-000000000002' };
    recordFirstDeposit(first, deps);
    expect(recordFirstDeposit(second, deps)).toBe('recorded_and_tracked');
    expect(onFirstTimeDeposit).toHaveBeenCalledTimes(2);
  });
});
