// The settlement maths alone (no feed, no database): what a front end imports to show the same
// combined odds and returns the settlement will pay.
export {
  accumulatorFactor,
  accumulatorReturn,
  combinations,
  singleReturn,
  SYSTEM_BETS,
  systemLines,
  systemReturn,
  type NamedSystem,
  type SettledLeg,
  type SystemSpec,
} from './bets.js';
export {
  HALF_LOST,
  HALF_WON,
  LEG_RESULTS,
  LOST,
  VOID,
  WON,
  deadHeat,
  legReturnFactor,
  oddsRatio,
  settlementOf,
  type LegResult,
  type OutcomeSettlement,
} from './leg.js';
export { applyRatio, ratio, ratioFromDecimal, type Ratio } from './ratio.js';
