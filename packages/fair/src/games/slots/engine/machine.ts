import type { SlotConfig, SlotLayout } from './slot-config';

/**
 * A title compiled for speed: symbols become small integers and pays flat arrays, so a spin does no
 * string work (the RTP bench runs 10^8 of them). Compiled once per title.
 */
export interface Machine {
  config: SlotConfig;
  reelCount: number;
  symbolCount: number;
  wild: number;
  scatter: number;
  /** pays[symbol][count], zeros where nothing pays. */
  pays: number[][];
  base: number[][];
  free: number[][];
  /** Row heights a reel can take (one entry for fixed layouts). */
  heights: number[];
  maxRows: number;
  /** Fair numbers one spin reads: a stop per reel, plus a height per reel on megaways. */
  numbersPerSpin: number;
}

export function rowsChoices(layout: SlotLayout): number[] {
  if (layout.kind !== 'megaways') return [layout.rows];
  return Array.from({ length: layout.maxRows - layout.minRows + 1 }, (_, i) => layout.minRows + i);
}

export function compileMachine(config: SlotConfig): Machine {
  const index = new Map(config.symbols.map((symbol, i) => [symbol, i]));
  const toIndex = (symbol: string) => {
    const found = index.get(symbol);
    if (found === undefined) throw new Error(`unknown symbol ${symbol}`);
    return found;
  };
  const reelCount = config.reels.length;
  const heights = rowsChoices(config.layout);
  const base = config.reels.map((strip) => strip.map(toIndex));
  const free = (config.freeReels ?? config.reels).map((strip) => strip.map(toIndex));
  // The jackpot is drawn on base spins only; a bought round would pay in without a chance to win it.
  if (config.jackpot && config.bonusBuy) throw new Error('a jackpot title offers no bonus buy');
  const wild = config.wild ? toIndex(config.wild) : -1;
  if (
    config.layout.kind !== 'lines' &&
    wild >= 0 &&
    [base[0]!, free[0]!].some((strip) => strip.includes(wild))
  )
    // A wild on the first reel would start ways of every symbol at once; ways titles keep it off reel 1.
    throw new Error('a ways title keeps its wild off the first reel');
  return {
    config,
    reelCount,
    symbolCount: config.symbols.length,
    wild,
    scatter: config.scatter ? toIndex(config.scatter) : -1,
    pays: config.symbols.map((symbol) =>
      Array.from({ length: reelCount + 1 }, (_, count) => config.pays[symbol]?.[count] ?? 0),
    ),
    base,
    free,
    heights,
    maxRows: Math.max(...heights),
    numbersPerSpin: config.layout.kind === 'megaways' ? reelCount * 2 : reelCount,
  };
}

/** The last entry of a by-count table holds for higher counts. */
export function byCount(table: readonly number[] | undefined, count: number): number {
  if (!table || table.length === 0) return 0;
  return table[Math.min(count, table.length - 1)]!;
}
