// The matches the simulated feed plays: each sport's engine moves its own state forward in simulated
// time, prices its current markets from the sport's model and settles them from what was played.
import type { Rng } from '../../lib/rng.js';
import { drawNormal } from '../../lib/rng.js';
import { basketballMarkets, settleBasketball } from '../../markets/basketball-markets.js';
import { footballMarkets } from '../../markets/football-markets.js';
import { settleFootball } from '../../markets/football-resolve.js';
import type { Market, PricingOptions, Specifiers } from '../../markets/market.js';
import { settleTennis, tennisMarkets } from '../../markets/tennis-markets.js';
import type { BasketballParams } from '../../models/basketball.js';
import { REGULATION_MINUTES, OVERTIME_MINUTES } from '../../models/basketball.js';
import { MATCH_MINUTES, type Side } from '../../models/football.js';
import { matchStart, type TennisState } from '../../models/tennis.js';
import type { OutcomeSettlement } from '../../settlement/leg.js';
import { BasketballStats, FootballStats, TennisStats } from './match-stats.js';

export interface MatchEngine {
  /** Plays up to `progress` (0 at the start, 1 at the scheduled end; a match may run over). */
  advance(rng: Rng, progress: number): { changed: boolean };
  readonly isOver: boolean;
  /** Whether live prices can be made now (not during basketball overtime). */
  readonly isPriceable: boolean;
  markets(pricing: PricingOptions): Market[];
  settle(type: string, specifiers: Specifiers, outcome: string): OutcomeSettlement;
  status(): { score?: { home: number; away: number }; clockSeconds?: number; detail: string };
}

export class FootballEngine implements MatchEngine {
  private minute = 0;
  private readonly score = { home: 0, away: 0 };
  private half = { home: 0, away: 0 };
  private readonly goals: Side[] = [];
  private cards = 0;
  private readonly stats: FootballStats;
  readonly isPriceable = true;

  constructor(
    private readonly rates: { home: number; away: number },
    statsSeed = 0,
  ) {
    this.stats = new FootballStats(statsSeed, rates);
  }

  get isOver() {
    return this.minute >= MATCH_MINUTES;
  }

  advance(rng: Rng, progress: number) {
    const target = Math.min(MATCH_MINUTES, Math.floor(progress * MATCH_MINUTES));
    let changed = false;
    while (this.minute < target) {
      this.minute++;
      const scored: Side[] = [];
      for (const side of ['home', 'away'] as const) {
        if (rng.next() < this.rates[side] / MATCH_MINUTES) {
          this.score[side]++;
          this.goals.push(side);
          scored.push(side);
          changed = true;
        }
      }
      this.stats.minute(scored);
      if (rng.next() < 3.5 / MATCH_MINUTES) this.cards++;
      if (this.minute === 45) this.half = { ...this.score };
      if (this.minute % 10 === 0) changed = true;
    }
    return { changed };
  }

  markets(pricing: PricingOptions) {
    const state = { minute: this.minute, ...this.score, goals: [...this.goals] };
    return footballMarkets({ rates: this.rates, state, pricing });
  }

  settle(type: string, specifiers: Specifiers, outcome: string) {
    const result = { ...this.score, htHome: this.half.home, htAway: this.half.away, goals: this.goals };
    return settleFootball(type, specifiers, outcome, result);
  }

  status() {
    return {
      score: { ...this.score },
      clockSeconds: this.minute * 60,
      detail: `cards ${this.cards}${this.stats.text()}`,
    };
  }
}

/** About this many points are played in a best-of-3 match: the scheduled length is spread over them. */
const TENNIS_POINTS = 160;

export class TennisEngine implements MatchEngine {
  private readonly state: TennisState = matchStart(3);
  private readonly sets: Array<[number, number]> = [];
  private points = 0;
  private readonly stats: TennisStats;
  readonly isPriceable = true;

  constructor(
    private readonly pA: number,
    private readonly pB: number,
    statsSeed = 0,
  ) {
    this.stats = new TennisStats(statsSeed);
  }

  get isOver() {
    return this.state.sets[0] === 2 || this.state.sets[1] === 2;
  }

  advance(rng: Rng, progress: number) {
    let changed = false;
    while (!this.isOver && this.points < progress * TENNIS_POINTS) {
      this.points++;
      if (this.playPoint(rng)) changed = true;
    }
    return { changed };
  }

  /** Plays one point; true when a game ended. */
  private playPoint(rng: Rng): boolean {
    const s = this.state;
    const isTiebreak = s.games[0] === 6 && s.games[1] === 6;
    const n = s.points[0] + s.points[1];
    const flip = isTiebreak && ((n + 1) >> 1) % 2 === 1;
    const server = flip ? (s.server === 'A' ? 'B' : 'A') : s.server;
    const aWins = server === 'A' ? rng.next() < this.pA : rng.next() >= this.pB;
    s.points[aWins ? 0 : 1]++;
    this.stats.point(server, aWins === (server === 'A'));
    const target = isTiebreak ? 7 : 4;
    if (!((s.points[0] >= target || s.points[1] >= target) && Math.abs(s.points[0] - s.points[1]) >= 2))
      return false;
    s.games[s.points[0] > s.points[1] ? 0 : 1]++;
    s.points = [0, 0];
    s.server = s.server === 'A' ? 'B' : 'A';
    const [a, b] = s.games;
    if (((a >= 6 || b >= 6) && Math.abs(a - b) >= 2) || a === 7 || b === 7) {
      this.sets.push([a, b]);
      s.sets[a > b ? 0 : 1]++;
      s.gamesInCompletedSets += a + b;
      s.games = [0, 0];
    }
    return true;
  }

  markets(pricing: PricingOptions) {
    return tennisMarkets(this.pA, this.pB, structuredClone(this.state), pricing);
  }

  settle(type: string, specifiers: Specifiers, outcome: string) {
    return settleTennis(type, specifiers, outcome, { sets: this.sets });
  }

  status() {
    const s = this.state;
    const detail = `games ${s.games.join('-')} points ${s.points.join('-')} server ${s.server}${this.stats.text()}`;
    return { score: { home: s.sets[0], away: s.sets[1] }, detail };
  }
}

export class BasketballEngine implements MatchEngine {
  private minute = 0;
  private readonly score = { home: 0, away: 0 };
  private readonly stats: BasketballStats;

  constructor(
    private readonly params: BasketballParams,
    statsSeed = 0,
  ) {
    this.stats = new BasketballStats(statsSeed);
  }

  get isOver() {
    return this.minute >= REGULATION_MINUTES && this.score.home !== this.score.away && this.isPeriodEnd;
  }

  private get isPeriodEnd() {
    return this.minute === REGULATION_MINUTES || (this.minute - REGULATION_MINUTES) % OVERTIME_MINUTES === 0;
  }

  get isPriceable() {
    return this.minute < REGULATION_MINUTES;
  }

  advance(rng: Rng, progress: number) {
    // Past regulation the clock keeps running into overtime until the score differs at a period's end.
    const target = Math.max(Math.floor(progress * REGULATION_MINUTES), this.minute);
    let changed = false;
    while (!this.isOver && (this.minute < target || this.minute >= REGULATION_MINUTES)) {
      this.minute++;
      const { marginMean, marginSd, totalMean, totalSd } = this.params;
      const f = 1 / REGULATION_MINUTES;
      const margin = marginMean * f + marginSd * Math.sqrt(f) * drawNormal(rng);
      const total = totalMean * f + totalSd * Math.sqrt(f) * drawNormal(rng);
      this.score.home += Math.max(0, Math.round((total + margin) / 2));
      this.score.away += Math.max(0, Math.round((total - margin) / 2));
      this.stats.minute();
      if (this.minute % 4 === 0) changed = true;
    }
    return { changed };
  }

  markets(pricing: PricingOptions) {
    return basketballMarkets(this.params, { minute: this.minute, ...this.score }, pricing);
  }

  settle(type: string, specifiers: Specifiers, outcome: string) {
    return settleBasketball(type, specifiers, outcome, this.score);
  }

  status() {
    return {
      score: { ...this.score },
      clockSeconds: this.minute * 60,
      detail: `minute ${this.minute}${this.stats.text()}`,
    };
  }
}
