import { describe, expect, it } from 'vitest';
import { advisoryLockKeys } from './advisory-locks';

describe('advisory lock keys', () => {
  it('gives every lock of the apps that may share one database a key of its own, outside int4', () => {
    const keys = Object.values(advisoryLockKeys);
    expect(new Set(keys).size).toBe(keys.length);
    // hashtext() locks are int4: these never meet them.
    for (const key of keys) expect(Math.abs(key)).toBeGreaterThan(2 ** 31);
  });
});
