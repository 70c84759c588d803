import { describe, expect, it } from 'vitest';
import { createMessageLimiter } from './message-limiter';

describe('socket message limiter', () => {
  it('lets a burst through, refuses the rest, and regains messages at its rate', () => {
    let now = 0;
    const limiter = createMessageLimiter({ burst: 3, perSecond: 2 }, () => now);
    expect([limiter.take(), limiter.take(), limiter.take(), limiter.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now += 499;
    expect(limiter.take()).toBe(false);
    now += 1;
    expect(limiter.take()).toBe(true);
    expect(limiter.take()).toBe(false);
    // A long quiet spell refills up to the burst, never beyond it.
    now += 60_000;
    expect([limiter.take(), limiter.take(), limiter.take(), limiter.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
