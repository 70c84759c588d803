// Lines that can push: a selection wins when value + line > 0, is void at exactly 0 and loses below.
// A quarter line (x.25, x.75) is half the stake on each neighbouring line, so it can be half won or
// half lost. Asian handicap: value = own goals - other goals, line = the handicap. Totals: over is
// value = goals, line = -total; under is value = -goals, line = total.
import { splitAsianLine } from '../markets/market.js';
import { HALF_LOST, HALF_WON, LOST, VOID, WON, type OutcomeSettlement } from './leg.js';

const sign = (x: number) => (Math.abs(x) < 1e-9 ? 0 : x > 0 ? 1 : -1);

export function settleLine(value: number, line: number): OutcomeSettlement {
  const [a, b] = splitAsianLine(line);
  const sum = sign(value + a) + sign(value + b);
  if (sum === 2) return WON;
  if (sum === -2) return LOST;
  if (a === b) return VOID;
  if (sum === 1) return HALF_WON;
  if (sum === -1) return HALF_LOST;
  return VOID;
}
