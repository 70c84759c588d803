import { describe, expect, it } from 'vitest';
import { centsOfEuros, eurosOfCents } from './euro-cents';

describe('euro cents', () => {
  it('reads typed euros exactly, with a point or a comma', () => {
    expect(centsOfEuros('12.5')).toBe('1250');
    expect(centsOfEuros('12,05')).toBe('1205');
    expect(centsOfEuros('200')).toBe('20000');
    expect(centsOfEuros('0.07')).toBe('7');
    expect(centsOfEuros('0')).toBe('0');
    expect(centsOfEuros('1.005')).toBeNull();
    expect(centsOfEuros('-3')).toBeNull();
    expect(centsOfEuros('')).toBeNull();
  });

  it('shows cents as euros', () => {
    expect(eurosOfCents('1250')).toBe('12.50');
    expect(eurosOfCents('7')).toBe('0.07');
    expect(eurosOfCents('20000')).toBe('200.00');
  });
});
