// A season of the simulated football league: every team meets every other once (the circle method),
// its fixtures handed to the feed's schedule in turn, and its outright (the league winner) priced by
// playing the rest of the season from the football model, live fixtures from their score and minute.
// The outright settles from the final table when the last fixture ends.
import type { Market, PricingOptions, Specifiers } from '../../markets/market.js';
import { leagueTable, outrightMarket, settleOutright, type LeagueFixture } from '../../markets/outrights.js';
import { MATCH_MINUTES, type TeamRating } from '../../models/football.js';
import type { OutcomeSettlement } from '../../settlement/leg.js';
import type { MatchEngine } from './engines.js';

export interface SeasonFixture extends LeagueFixture {
  eventId?: string;
}

/** The live prices move with every goal and at least this often (in match minutes). */
const REPRICE_MINUTES = 15;

/** Every pairing once: round by round, the first team fixed and the others rotating (circle method). */
export function roundRobin(teams: readonly string[]): Array<{ home: string; away: string }> {
  const ring = teams.length % 2 === 0 ? [...teams] : [...teams, ''];
  const pairings: Array<{ home: string; away: string }> = [];
  const homeGames = new Map(teams.map((team) => [team, 0]));
  for (let round = 0; round < ring.length - 1; round++) {
    for (let i = 0; i < ring.length / 2; i++) {
      const [a, b] = [ring[i]!, ring[ring.length - 1 - i]!];
      if (a === '' || b === '') continue;
      // The side with fewer home games so far is at home, so none is always home or away.
      const home = homeGames.get(a)! <= homeGames.get(b)! ? a : b;
      homeGames.set(home, homeGames.get(home)! + 1);
      pairings.push({ home, away: home === a ? b : a });
    }
    ring.splice(1, 0, ring.pop()!);
  }
  return pairings;
}

export class LeagueSeason {
  readonly fixtures: SeasonFixture[];
  /** Set when the table's outlook changed (a goal, a result, time passing): the outright is repriced. */
  changed = true;
  private scheduled = 0;
  private readonly minuteSeen = new Map<string, number>();

  constructor(
    readonly competition: string,
    readonly number: number,
    readonly ratings: ReadonlyMap<string, TeamRating>,
  ) {
    this.fixtures = roundRobin([...ratings.keys()]);
  }

  get isFullyScheduled() {
    return this.scheduled === this.fixtures.length;
  }

  get isOver() {
    return this.fixtures.every((f) => f.score !== undefined);
  }

  /** The next fixture to schedule, now bound to its event. */
  scheduleNext(eventId: string): SeasonFixture {
    const fixture = this.fixtures[this.scheduled++]!;
    fixture.eventId = eventId;
    return fixture;
  }

  /** Takes a league fixture's state after the feed moved it. */
  record(
    eventId: string,
    state: { score?: { home: number; away: number }; clockSeconds?: number },
    over: boolean,
  ) {
    const fixture = this.fixtures.find((f) => f.eventId === eventId);
    if (!fixture || fixture.score || !state.score) return;
    if (over) {
      fixture.score = { ...state.score };
      delete fixture.live;
      this.changed = true;
      return;
    }
    const minute = Math.floor((state.clockSeconds ?? 0) / 60);
    const bucket = Math.floor(minute / REPRICE_MINUTES);
    const scoreMoved = state.score.home !== fixture.live?.home || state.score.away !== fixture.live?.away;
    if (!scoreMoved && this.minuteSeen.get(eventId) === bucket) return;
    this.minuteSeen.set(eventId, bucket);
    fixture.live = { ...state.score, shareLeft: Math.max(0, 1 - minute / MATCH_MINUTES) };
    this.changed = true;
  }
}

/** The outright as the feed runs it: an "event" whose one market is the league winner. */
export class OutrightEngine implements MatchEngine {
  readonly isPriceable = true;

  constructor(
    private readonly season: LeagueSeason,
    private readonly seed: number,
    private readonly simulations: number,
  ) {}

  advance() {
    const changed = this.season.changed;
    this.season.changed = false;
    return { changed };
  }

  get isOver() {
    return this.season.isOver;
  }

  markets(pricing: PricingOptions): Market[] {
    const { competition, ratings, fixtures } = this.season;
    // The same seed for every repricing of a season: prices move with the table, not with the draws.
    return [
      outrightMarket({
        competition,
        ratings,
        fixtures,
        seed: this.seed,
        simulations: this.simulations,
        pricing,
      }),
    ];
  }

  settle(_type: string, _specifiers: Specifiers, team: string): OutcomeSettlement {
    return settleOutright(leagueTable([...this.season.ratings.keys()], this.season.fixtures), team);
  }

  status() {
    const played = this.season.fixtures.filter((f) => f.score).length;
    return { detail: `${played}/${this.season.fixtures.length}` };
  }
}
