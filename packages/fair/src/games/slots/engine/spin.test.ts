import { describe, expect, it } from 'vitest';
import { arrayReader } from './fair-reader';
import { compileMachine } from './machine';
import type { SlotConfig } from './slot-config';
import { numberFor } from './slot-test-kit';
import { evaluateLine, spin } from './spin';

const linesConfig: SlotConfig = {
  layout: {
    kind: 'lines',
    rows: 3,
    paylines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
    ],
  },
  symbols: ['wild', 'scatter', 'seven', 'lemon', 'bar'],
  wild: 'wild',
  scatter: 'scatter',
  pays: {
    wild: [0, 0, 0, 60, 300, 3000],
    seven: [0, 0, 0, 50, 250, 1200],
    lemon: [0, 0, 0, 5, 18, 60],
    bar: [0, 0, 0, 30, 120, 600],
  },
  scatterPays: [0, 0, 0, 2, 10, 50],
  coinsPerBet: 2,
  reels: Array.from({ length: 5 }, () => ['seven', 'lemon', 'bar', 'wild', 'scatter', 'lemon']),
};

describe('slot spin', () => {
  const machine = compileMachine(linesConfig);
  const line = (...names: string[]) => names.map((name) => linesConfig.symbols.indexOf(name));
  const named = (result: { symbol: number; count: number; coins: number }) => ({
    ...result,
    symbol: linesConfig.symbols[result.symbol],
  });

  it('pays a line the best of wilds alone and wilds standing in for the first symbol', () => {
    expect(named(evaluateLine(machine, line('seven', 'seven', 'seven', 'lemon', 'bar')))).toEqual({
      symbol: 'seven',
      count: 3,
      coins: 50,
    });
    expect(named(evaluateLine(machine, line('wild', 'seven', 'wild', 'seven', 'bar')))).toEqual({
      symbol: 'seven',
      count: 4,
      coins: 250,
    });
    // three wilds (60) beat four lemons (18)
    expect(named(evaluateLine(machine, line('wild', 'wild', 'wild', 'lemon', 'bar')))).toEqual({
      symbol: 'wild',
      count: 3,
      coins: 60,
    });
    expect(evaluateLine(machine, line('bar', 'lemon', 'bar', 'bar', 'bar')).coins).toBe(0);
  });

  it('lets no wild stand in for a scatter on a line', () => {
    expect(evaluateLine(machine, line('wild', 'scatter', 'scatter', 'scatter', 'bar')).coins).toBe(0);
    expect(named(evaluateLine(machine, line('wild', 'wild', 'wild', 'scatter', 'bar')))).toEqual({
      symbol: 'wild',
      count: 3,
      coins: 60,
    });
  });

  it('draws each reel from its own fair number and pays scatters anywhere', () => {
    // stops 4 on every reel: rows show scatter, lemon, seven (wrapping) on all five reels
    const result = spin(machine, machine.base, arrayReader(Array.from({ length: 5 }, () => numberFor(4, 6))));
    expect(result.stops).toEqual([4, 4, 4, 4, 4]);
    expect(result.window[0]!.map((cell) => linesConfig.symbols[cell])).toEqual(['scatter', 'lemon', 'seven']);
    expect(result.scatters).toBe(5);
    expect(result.wins).toEqual([
      { symbol: 3, count: 5, coins: 60, line: 0 },
      { symbol: 1, count: 5, coins: 50 * 2 },
    ]);
    expect(result.coins).toBe(160);
  });

  it('keeps each paying line its own win (the lines share one scratch result)', () => {
    // stops 0 on every reel: row 0 shows sevens, row 1 lemons
    const result = spin(machine, machine.base, arrayReader(new Array<number>(5).fill(0)));
    expect(result.wins.map(named)).toEqual([
      { symbol: 'lemon', count: 5, coins: 60, line: 0 },
      { symbol: 'seven', count: 5, coins: 1200, line: 1 },
    ]);
  });

  it('counts ways as the product of matches per reel, and draws megaways heights per spin', () => {
    const ways = compileMachine({
      ...linesConfig,
      layout: { kind: 'megaways', minRows: 2, maxRows: 4 },
      pays: { seven: [0, 0, 0, 5, 10, 20], lemon: [0, 0, 0, 1, 2, 3] },
      reels: [
        ['seven', 'seven', 'lemon', 'bar'],
        ...Array.from({ length: 4 }, () => ['seven', 'wild', 'seven', 'bar']),
      ],
    });
    // heights 4, 3, 2, 2, 2 (indices 2, 1, 0, 0, 0 of 2..4), then every stop at 0
    const numbers = [numberFor(2, 3), numberFor(1, 3), 0, 0, 0, 0, 0, 0, 0, 0];
    const result = spin(ways, ways.base, arrayReader(numbers));
    expect(result.heights).toEqual([4, 3, 2, 2, 2]);
    expect(result.window.map((column) => column.length)).toEqual([4, 3, 2, 2, 2]);
    // seven: reel 1 shows 2 sevens, reel 2 three seven-or-wild, reels 3-5 two each: 2·3·2·2·2 = 48 ways of 5;
    // the lemon on reel 1 rides the one wild of each other reel: 1 way of 5
    expect(result.wins).toEqual([
      { symbol: 2, count: 5, ways: 48, coins: 48 * 20 },
      { symbol: 3, count: 5, ways: 1, coins: 3 },
    ]);
  });
});
