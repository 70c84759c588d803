import { pick, type FairReader } from './fair-reader';
import { byCount, type Machine } from './machine';

/**
 * One spin: draw the window from the fair numbers, then read its wins. Pure and numeric (symbols are
 * the machine's indices); `play-slot.ts` names them for the stored outcome.
 */

export interface SpinWin {
  /** Symbol index; for a scatter win, the scatter. */
  symbol: number;
  count: number;
  /** The payline (lines titles). */
  line?: number;
  /** How many ways paid (ways titles). */
  ways?: number;
  coins: number;
}

export interface SpinResult {
  stops: number[];
  heights: number[];
  /** window[reel][row], row 0 on top. */
  window: number[][];
  wins: SpinWin[];
  scatters: number;
  /** This spin's win in coins, before any free-spin multiplier. */
  coins: number;
}

/** Megaways heights first (one number per reel), then the stops. Plain loops: the bench runs this 10^8 times. */
export function drawWindow(machine: Machine, strips: number[][], reader: FairReader) {
  const { layout } = machine.config;
  const reelCount = strips.length;
  const heights = new Array<number>(reelCount);
  for (let reel = 0; reel < reelCount; reel += 1)
    heights[reel] =
      layout.kind === 'megaways'
        ? layout.minRows + pick(reader.next(), machine.heights.length)
        : machine.heights[0]!;
  const stops = new Array<number>(reelCount);
  const window = new Array<number[]>(reelCount);
  for (let reel = 0; reel < reelCount; reel += 1) {
    const strip = strips[reel]!;
    const stop = pick(reader.next(), strip.length);
    const column = new Array<number>(heights[reel]!);
    for (let row = 0; row < column.length; row += 1) column[row] = strip[(stop + row) % strip.length]!;
    stops[reel] = stop;
    window[reel] = column;
  }
  return { stops, heights, window };
}

export interface LineWin {
  symbol: number;
  count: number;
  coins: number;
}

/**
 * The best pay of one line read left to right: wilds alone, or wilds standing in for the first symbol.
 * Written into `into` when given: a spin reuses one, so its lines that pay nothing allocate nothing.
 */
export function evaluateLine(
  machine: Machine,
  line: readonly number[],
  into: LineWin = { symbol: -1, count: 0, coins: 0 },
): LineWin {
  const { wild, scatter, pays } = machine;
  let wildRun = 0;
  while (wildRun < line.length && line[wildRun] === wild) wildRun += 1;
  into.symbol = wild;
  into.count = wildRun;
  into.coins = wildRun > 0 ? pays[wild]![wildRun]! : 0;
  if (wildRun === line.length) return into;
  const symbol = line[wildRun]!;
  // A scatter is no line symbol and no wild stands in for it.
  if (symbol === scatter) return into;
  let run = wildRun;
  while (run < line.length && (line[run] === symbol || line[run] === wild)) run += 1;
  const coins = pays[symbol]![run]!;
  if (coins > into.coins) {
    into.symbol = symbol;
    into.count = run;
    into.coins = coins;
  }
  return into;
}

function lineWins(machine: Machine, window: number[][], paylines: readonly (readonly number[])[]): SpinWin[] {
  const wins: SpinWin[] = [];
  const cells = new Array<number>(window.length);
  const result: LineWin = { symbol: -1, count: 0, coins: 0 };
  for (let line = 0; line < paylines.length; line += 1) {
    const rows = paylines[line]!;
    for (let reel = 0; reel < cells.length; reel += 1) cells[reel] = window[reel]![rows[reel]!]!;
    evaluateLine(machine, cells, result);
    if (result.coins > 0)
      wins.push({ symbol: result.symbol, count: result.count, coins: result.coins, line });
  }
  return wins;
}

/** Ways: a symbol pays for n reels from the left when each shows it (or a wild); ways = Π matches. */
function waysWins(machine: Machine, window: number[][]): SpinWin[] {
  const wins: SpinWin[] = [];
  for (let symbol = 0; symbol < machine.symbolCount; symbol += 1) {
    if (symbol === machine.wild || symbol === machine.scatter) continue;
    let count = 0;
    let ways = 1;
    for (const column of window) {
      let matches = 0;
      for (const cell of column) if (cell === symbol || cell === machine.wild) matches += 1;
      if (matches === 0) break;
      ways *= matches;
      count += 1;
    }
    const pay = machine.pays[symbol]![count]!;
    if (pay > 0) wins.push({ symbol, count, ways, coins: pay * ways });
  }
  return wins;
}

export function spin(machine: Machine, strips: number[][], reader: FairReader): SpinResult {
  const { stops, heights, window } = drawWindow(machine, strips, reader);
  const { layout, coinsPerBet, scatterPays } = machine.config;
  const wins =
    layout.kind === 'lines' ? lineWins(machine, window, layout.paylines) : waysWins(machine, window);
  let scatters = 0;
  if (machine.scatter >= 0)
    for (const column of window) for (const cell of column) if (cell === machine.scatter) scatters += 1;
  const scatterPay = byCount(scatterPays, scatters) * coinsPerBet;
  if (scatterPay > 0) wins.push({ symbol: machine.scatter, count: scatters, coins: scatterPay });
  const coins = wins.reduce((sum, win) => sum + win.coins, 0);
  return { stops, heights, window, wins, scatters, coins };
}
