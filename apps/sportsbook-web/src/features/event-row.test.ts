import { describe, expect, it } from 'vitest';
import { tennisPoints } from './event-row';

describe("a tennis game's points", () => {
  it('are said as a scoreboard says them', () => {
    expect(tennisPoints('0-0', '2-1')).toBe('0-0');
    expect(tennisPoints('1-2', '2-1')).toBe('15-30');
    expect(tennisPoints('3-3', '2-1')).toBe('40-40');
    expect(tennisPoints('5-5', '2-1')).toBe('40-40');
    expect(tennisPoints('5-4', '2-1')).toBe('A-40');
    expect(tennisPoints('3-4', '2-1')).toBe('40-A');
  });

  it('count one by one in a tie-break', () => {
    expect(tennisPoints('5-3', '6-6')).toBe('5-3');
  });
});
