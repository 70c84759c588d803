// Basketball: the regulation margin (home - away) and total are independent normals, discretised to
// whole points (P(k) = Phi(k + 0.5) - Phi(k - 0.5)). A tied regulation goes to overtime, modelled as a
// fresh 5-minute period with the same per-minute means and variances (a tied overtime is re-played).
// Live: the remaining margin and total have their means and variances scaled by the time left, and
// the score so far is added.
import { normalCdf } from '../lib/distributions.js';

export interface BasketballParams {
  /** Expected regulation margin, home minus away (home advantage included). */
  marginMean: number;
  marginSd: number;
  totalMean: number;
  totalSd: number;
}

export const REGULATION_MINUTES = 48;
export const OVERTIME_MINUTES = 5;

export interface BasketballState {
  minute: number;
  home: number;
  away: number;
}

export const TIP_OFF: BasketballState = { minute: 0, home: 0, away: 0 };

/** The whole-point distribution of a normal, over mean +- 7 sd. */
export function discreteNormal(mean: number, sd: number): Map<number, number> {
  const out = new Map<number, number>();
  if (sd <= 0) return new Map([[Math.round(mean), 1]]);
  for (let k = Math.floor(mean - 7 * sd); k <= Math.ceil(mean + 7 * sd); k++) {
    const p = normalCdf(k + 0.5, mean, sd) - normalCdf(k - 0.5, mean, sd);
    if (p > 1e-14) out.set(k, p);
  }
  return out;
}

const scaled = (params: BasketballParams, minutes: number) => {
  const f = minutes / REGULATION_MINUTES;
  return {
    margin: discreteNormal(params.marginMean * f, params.marginSd * Math.sqrt(f)),
    total: discreteNormal(params.totalMean * f, params.totalSd * Math.sqrt(f)),
  };
};

/** The distributions of the final margin and total (overtime included) from a state. */
export function basketballDistributions(params: BasketballParams, state: BasketballState = TIP_OFF) {
  const left = Math.max(0, REGULATION_MINUTES - state.minute);
  const regulation = scaled(params, left);
  const overtime = scaled(params, OVERTIME_MINUTES);
  const tieAt = -(state.home - state.away);
  const pTie = regulation.margin.get(tieAt) ?? 0;
  const pOvertimeTie = overtime.margin.get(0) ?? 0;
  const margin = new Map<number, number>();
  const add = (map: Map<number, number>, k: number, p: number) => map.set(k, (map.get(k) ?? 0) + p);
  for (const [m, p] of regulation.margin) {
    if (m !== tieAt) add(margin, state.home - state.away + m, p);
  }
  // Overtime decides: its margin conditioned on not being tied again.
  for (const [m, p] of overtime.margin) if (m !== 0) add(margin, m, (pTie * p) / (1 - pOvertimeTie));
  const total = new Map<number, number>();
  const scored = state.home + state.away;
  for (const [t, p] of regulation.total) add(total, scored + t, p * (1 - pTie));
  // With overtime, its points add to the regulation total (independent of the margin in this model).
  const overtimeTotal = discreteNormal(
    (params.totalMean * (left + OVERTIME_MINUTES)) / REGULATION_MINUTES,
    params.totalSd * Math.sqrt((left + OVERTIME_MINUTES) / REGULATION_MINUTES),
  );
  for (const [t, p] of overtimeTotal) add(total, scored + t, p * pTie);
  return { margin, total, pOvertime: pTie };
}
