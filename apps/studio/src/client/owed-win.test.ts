import { afterEach, describe, expect, it, vi } from 'vitest';
import { followOwedWin } from './owed-win';

describe('following a win the wallet has not confirmed', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the balance again until it moves, then shows it once', async () => {
    vi.useFakeTimers();
    const answers = ['9800', '9800', '10300'];
    const readSession = vi.fn(async () => ({ balance: answers.shift() ?? '10300' }));
    const onBalance = vi.fn();
    followOwedWin(readSession, '9800', onBalance);

    await vi.advanceTimersByTimeAsync(2_000 + 5_000);
    expect(onBalance).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onBalance).toHaveBeenCalledWith('10300');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(readSession).toHaveBeenCalledTimes(3);
    expect(onBalance).toHaveBeenCalledTimes(1);
  });

  it('gives up after its last try when the balance never moves, and a failed read is tried again', async () => {
    vi.useFakeTimers();
    const readSession = vi
      .fn<() => Promise<{ balance: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ balance: '9800' });
    const onBalance = vi.fn();
    followOwedWin(readSession, '9800', onBalance);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(readSession).toHaveBeenCalledTimes(5);
    expect(onBalance).not.toHaveBeenCalled();
  });
});
