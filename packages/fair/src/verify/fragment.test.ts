import { describe, expect, it } from 'vitest';
import {
  decimalToMinor,
  fairnessPageUrl,
  minorToDecimal,
  readRoundCheckFragment,
  roundCheckFragment,
} from './fragment';

describe('the fairness link', () => {
  it('carries a round in the fragment and reads it back, JSON and odd characters included', () => {
    const check = {
      game: 'mines',
      serverSeed: 'abc123',
      serverSeedHash: 'f'.repeat(64),
      clientSeed: 'my seed & more=#',
      nonce: '17',
      stake: '1.50',
      params: JSON.stringify({ mines: 3 }),
      moves: JSON.stringify([0, 6]),
      payout: '2.04',
      jackpot: '',
    };
    const fragment = roundCheckFragment(check);
    expect(fragment.startsWith('#game=mines&')).toBe(true);
    expect(readRoundCheckFragment(fragment)).toEqual(check);
    expect(readRoundCheckFragment(fragment.slice(1))).toEqual(check);
  });

  it('leaves out empty fields and reads missing ones as empty', () => {
    const fragment = roundCheckFragment({ game: 'dice', nonce: '0', moves: '' });
    expect(fragment).toBe('#game=dice&nonce=0');
    expect(readRoundCheckFragment(fragment)).toMatchObject({
      game: 'dice',
      nonce: '0',
      serverSeed: '',
      moves: '',
    });
  });

  it('points at the fairness page of the home URL origin, or nowhere', () => {
    expect(fairnessPageUrl('https://casino.example/en/casino?x=1')).toBe('https://casino.example/fairness');
    expect(fairnessPageUrl('not a url')).toBeNull();
    expect(fairnessPageUrl(null)).toBeNull();
  });

  it('turns amounts in the player terms into minor units and back', () => {
    expect(decimalToMinor('1.5')).toBe(150n);
    expect(decimalToMinor('1,05')).toBe(105n);
    expect(decimalToMinor('20')).toBe(2000n);
    expect(decimalToMinor('1.005')).toBeNull();
    expect(decimalToMinor('-1')).toBeNull();
    expect(minorToDecimal(150n)).toBe('1.50');
    expect(minorToDecimal(5n)).toBe('0.05');
  });
});
