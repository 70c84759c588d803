// Settling football markets from what was played. Every market type's outcomes are listed here too,
// so the pricer and the resolver share one definition.
import type { FootballResult } from '../models/football.js';
import { LOST, VOID, WON, type OutcomeSettlement } from '../settlement/leg.js';
import { settleLine } from '../settlement/lines.js';
import type { Specifiers } from './market.js';

export const CORRECT_SCORE_MAX = 4;

const winnerOf = (home: number, away: number) => (home > away ? 'home' : home < away ? 'away' : 'draw');
const wonIf = (condition: boolean): OutcomeSettlement => (condition ? WON : LOST);

export function footballOutcomes(
  type: string,
  specifiers: Specifiers,
  from = { home: 0, away: 0 },
): string[] {
  switch (type) {
    case '1x2':
    case 'halftime_1x2':
    case 'european_handicap':
      return ['home', 'draw', 'away'];
    case 'double_chance':
      return ['home_draw', 'home_away', 'draw_away'];
    case 'draw_no_bet':
    case 'asian_handicap':
      return ['home', 'away'];
    case 'totals':
    case 'team_totals':
      return ['over', 'under'];
    case 'btts':
      return ['yes', 'no'];
    case 'next_goal':
      return ['home', 'none', 'away'];
    case 'ht_ft': {
      const sides = ['home', 'draw', 'away'];
      return sides.flatMap((ht) => sides.map((ft) => `${ht}/${ft}`));
    }
    case 'correct_score': {
      const ids: string[] = [];
      for (let h = from.home; h <= from.home + CORRECT_SCORE_MAX; h++)
        for (let a = from.away; a <= from.away + CORRECT_SCORE_MAX; a++) ids.push(`${h}-${a}`);
      return [...ids, 'other'];
    }
    default:
      throw new RangeError(`football: unknown market type ${type} (${JSON.stringify(specifiers)})`);
  }
}

export function settleFootball(
  type: string,
  specifiers: Specifiers,
  outcome: string,
  r: FootballResult,
): OutcomeSettlement {
  const ft = winnerOf(r.home, r.away);
  switch (type) {
    case '1x2':
      return wonIf(outcome === ft);
    case 'halftime_1x2':
      return wonIf(outcome === winnerOf(r.htHome, r.htAway));
    case 'ht_ft':
      return wonIf(outcome === `${winnerOf(r.htHome, r.htAway)}/${ft}`);
    case 'double_chance':
      return wonIf(outcome.split('_').includes(ft));
    case 'draw_no_bet':
      return ft === 'draw' ? VOID : wonIf(outcome === ft);
    case 'european_handicap':
      return wonIf(outcome === winnerOf(r.home + Number(specifiers.hcp), r.away));
    case 'asian_handicap': {
      const hcp = Number(specifiers.hcp);
      const diff = r.home - r.away;
      return outcome === 'home' ? settleLine(diff, hcp) : settleLine(-diff, -hcp);
    }
    case 'totals':
    case 'team_totals': {
      const goals = type === 'totals' ? r.home + r.away : specifiers.team === 'home' ? r.home : r.away;
      const total = Number(specifiers.total);
      return outcome === 'over' ? settleLine(goals, -total) : settleLine(-goals, total);
    }
    case 'btts':
      return wonIf((outcome === 'yes') === (r.home > 0 && r.away > 0));
    case 'next_goal': {
      const scorer = r.goals[Number(specifiers.goalnr) - 1] ?? 'none';
      return wonIf(outcome === scorer);
    }
    case 'correct_score': {
      const exact = `${r.home}-${r.away}`;
      if (outcome !== 'other') return wonIf(outcome === exact);
      const home = r.home - Number(specifiers.fromHome ?? 0);
      const away = r.away - Number(specifiers.fromAway ?? 0);
      return wonIf(home > CORRECT_SCORE_MAX || away > CORRECT_SCORE_MAX || home < 0 || away < 0);
    }
    default:
      throw new RangeError(`football: unknown market type ${type}`);
  }
}
