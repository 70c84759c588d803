import { describe, expect, it } from 'vitest';
import { doesRaceCountGame } from './races';

describe('the games a slot race counts', () => {
  it('counts the games it names, and only those', () => {
    expect(doesRaceCountGame(['g1', 'g2'], { id: 'g2', category: 'table' })).toBe(true);
    expect(doesRaceCountGame(['g1', 'g2'], { id: 'g3', category: 'slots' })).toBe(false);
    expect(doesRaceCountGame(['g1'], { id: null, category: 'slots' })).toBe(false);
  });

  it('with no game named (null or none), counts every slot and nothing else', () => {
    for (const named of [null, []]) {
      expect(doesRaceCountGame(named, { id: 'g9', category: 'slots' })).toBe(true);
      expect(doesRaceCountGame(named, { id: 'bj', category: 'table' })).toBe(false);
      expect(doesRaceCountGame(named, { id: 'crash', category: 'crash' })).toBe(false);
    }
  });
});
