// The embedded feed: a SIMULATION, and its events say so (competitions named "Simulated ...", ids
// "sim:..."). Football, tennis and basketball fixtures are scheduled continuously so there are always
// upcoming, live and finished events; matches are played in simulated time (one setting: how long a
// match lasts in real time), and the feed emits the same messages a real feed adapter delivers.
// Deterministic under a seed and an injected clock.
import { createRng, type Rng } from '../../lib/rng.js';
import { statsSeedOf } from './match-stats.js';
import { marketKey, type Market, type PricingOptions, type Specifiers } from '../../markets/market.js';
import { goalRates } from '../../models/football.js';
import { servePointProbabilities } from '../../models/tennis.js';
import { resultKindOf } from '../../settlement/leg.js';
import type { FeedAdapter } from '../adapter.js';
import type { FeedMessage, Sport, SportEvent } from '../messages.js';
import { BasketballEngine, FootballEngine, TennisEngine, type MatchEngine } from './engines.js';
import { LeagueSeason, OutrightEngine } from './league-season.js';
import { inventNames } from './names.js';

export interface SimulatedFeedOptions {
  seed: number;
  /** The clock, in milliseconds (injected: tests run a match in milliseconds). */
  now: () => number;
  /** How long a match lasts in real time; a demo football match takes about ten minutes. */
  matchDurationMs?: number;
  /** Events kept scheduled ahead per sport. */
  upcomingPerSport?: number;
  pricing?: PricingOptions;
  /** Teams in the football league (each season: every pair once) and simulations per outright price. */
  leagueTeams?: number;
  outrightSimulations?: number;
  /** Put in every event id, so that feeds of successive leaders never reuse one ("3." -> sim:tennis:3.1). */
  idPrefix?: string;
}

export const PRE_MATCH = 'sim-prematch';
export const LIVE = 'sim-live';

interface Running {
  event: SportEvent;
  engine: MatchEngine;
  offered: Map<string, { type: string; specifiers: Specifiers; outcomes: string[] }>;
  deactivated: Set<string>;
  endedAt?: number;
}

export const COMPETITIONS: Record<Sport, string> = {
  football: 'sim:football:league',
  tennis: 'sim:tennis:tour',
  basketball: 'sim:basketball:league',
};
export const COMPETITION_NAMES: Record<Sport, string> = {
  football: 'Simulated Football League',
  tennis: 'Simulated Tennis Tour',
  basketball: 'Simulated Basketball League',
};

export class SimulatedFeed implements FeedAdapter {
  private readonly rng: Rng;
  private readonly listeners = new Set<(message: FeedMessage) => void>();
  private readonly running = new Map<string, Running>();
  private readonly participants: Record<Sport, string[]>;
  private readonly ratings = new Map<string, number[]>();
  private readonly nextStart: Record<Sport, number>;
  private readonly durationMs: number;
  private readonly upcoming: number;
  private readonly pricing: PricingOptions;
  private sequence = 0;
  private readonly down = new Set<string>();
  /** The football season being scheduled, and every season by its league fixtures' and outright's ids. */
  private season?: LeagueSeason;
  private readonly seasonOf = new Map<string, LeagueSeason>();

  constructor(private readonly options: SimulatedFeedOptions) {
    this.rng = createRng(options.seed);
    this.durationMs = options.matchDurationMs ?? 10 * 60_000;
    this.upcoming = options.upcomingPerSport ?? 2;
    this.pricing = options.pricing ?? { margin: 0.06 };
    this.participants = {
      football: inventNames(this.rng, 'football', options.leagueTeams ?? 10),
      tennis: inventNames(this.rng, 'tennis', 12),
      basketball: inventNames(this.rng, 'basketball', 8),
    };
    for (const names of Object.values(this.participants)) {
      for (const name of names) this.ratings.set(name, [this.rng.next(), this.rng.next()]);
    }
    const start = options.now();
    this.nextStart = { football: start, tennis: start, basketball: start };
  }

  subscribe(onMessage: (message: FeedMessage) => void) {
    this.listeners.add(onMessage);
    return () => this.listeners.delete(onMessage);
  }

  /** Resends the odds of every open event from the producer, then says the snapshot is complete. */
  requestRecovery(producer: string, requestId: number) {
    const now = this.options.now();
    for (const run of this.running.values()) {
      const isLive = run.event.status === 'live';
      if (run.endedAt !== undefined || (producer === LIVE) !== isLive) continue;
      this.emitOdds(run, now);
    }
    this.emit({ type: 'snapshot_complete', timestamp: now, producer, requestId });
  }

  /**
   * Simulates an outage of a producer: its messages are lost while it is down; coming back up it says
   * so, and the consumer asks for recovery. (Messages lost in an outage are not replayed: only the
   * current odds are, so an outage should not span an event's end.)
   */
  setProducerDown(producer: string, isDown: boolean) {
    const timestamp = this.options.now();
    if (isDown) {
      this.emit({ type: 'producer_down', timestamp, producer, reason: 'simulated_outage' });
      this.down.add(producer);
    } else {
      this.down.delete(producer);
      this.emit({ type: 'producer_up', timestamp, producer });
    }
  }

  /** The events the feed knows now (for a lobby or a test). */
  events(): SportEvent[] {
    return [...this.running.values()].map((r) => r.event);
  }

  /**
   * For tests and development only (the sportsbook's test hook): plays a match `ms` further on by
   * moving its start back, so the next tick plays that much more of it (starting it, if need be).
   * The draws stay those of the seed; only their timing changes. False for an unknown or ended event.
   */
  hurry(eventId: string, ms: number): boolean {
    const run = this.running.get(eventId);
    if (!run || run.event.kind === 'outright' || run.endedAt !== undefined) return false;
    const startTime = Math.min(run.event.startTime, this.options.now()) - ms;
    run.event = { ...run.event, startTime };
    return true;
  }

  /** Moves everything to the clock's time: schedules, starts, plays, ends, settles and closes events. */
  tick() {
    const now = this.options.now();
    for (const sport of Object.keys(COMPETITIONS) as Sport[]) this.schedule(sport, now);
    const runs = [...this.running.values()];
    // Outrights after the matches, so their prices see this tick's goals and results.
    for (const run of runs) if (run.event.kind !== 'outright') this.step(run, now);
    for (const run of runs) if (run.event.kind === 'outright') this.step(run, now);
  }

  private schedule(sport: Sport, now: number) {
    const waiting = [...this.running.values()].filter(
      (r) => r.event.sport === sport && r.event.status === 'not_started' && r.event.kind !== 'outright',
    ).length;
    for (let i = waiting; i < this.upcoming; i++) {
      const startTime = Math.max(this.nextStart[sport], now) + this.durationMs / 2;
      this.nextStart[sport] = startTime;
      const id = `sim:${sport}:${this.options.idPrefix ?? ''}${++this.sequence}`;
      const { home, away } =
        sport === 'football' ? this.leagueFixture(id, startTime, now) : this.pairing(sport);
      const event: SportEvent = {
        id,
        sport,
        competitionId: COMPETITIONS[sport],
        home,
        away,
        startTime,
        status: 'not_started',
      };
      this.open(event, this.engineFor(event), now);
    }
  }

  private pairing(sport: Sport) {
    const names = this.participants[sport];
    const home = Math.floor(this.rng.next() * names.length);
    const away = (home + 1 + Math.floor(this.rng.next() * (names.length - 1))) % names.length;
    return { home: names[home]!, away: names[away]! };
  }

  /** The league's next fixture; a new season (and its outright) when the last one is scheduled. */
  private leagueFixture(eventId: string, startTime: number, now: number) {
    if (!this.season || this.season.isFullyScheduled) {
      const number = (this.season?.number ?? 0) + 1;
      const ratings = new Map(this.participants.football.map((team) => [team, this.footballRating(team)]));
      const season = new LeagueSeason(COMPETITIONS.football, number, ratings);
      this.season = season;
      const outright: SportEvent = {
        id: `${COMPETITIONS.football}:${this.options.idPrefix ?? ''}season-${number}:winner`,
        sport: 'football',
        competitionId: COMPETITIONS.football,
        home: `${COMPETITION_NAMES.football} ${number}`,
        away: 'winner',
        // When the season is expected to end: its fixtures follow each other at half a match's length.
        startTime: startTime + ((season.fixtures.length - 1) * this.durationMs) / 2 + this.durationMs,
        status: 'not_started',
        kind: 'outright',
      };
      const seed = (this.options.seed * 1_000 + number) >>> 0;
      this.seasonOf.set(outright.id, season);
      this.open(outright, new OutrightEngine(season, seed, this.options.outrightSimulations ?? 1_000), now);
    }
    this.seasonOf.set(eventId, this.season);
    return this.season.scheduleNext(eventId);
  }

  private open(event: SportEvent, engine: MatchEngine, now: number) {
    const run: Running = { event, engine, offered: new Map(), deactivated: new Set() };
    this.running.set(event.id, run);
    this.emit({
      type: 'fixture_change',
      timestamp: now,
      producer: PRE_MATCH,
      eventId: event.id,
      changeType: 'new',
      fixture: event,
    });
    this.emitOdds(run, now);
  }

  private footballRating(team: string) {
    const [a, b] = this.ratings.get(team)!;
    return { attack: 0.7 + 0.6 * a!, defence: 0.7 + 0.6 * b! };
  }

  private engineFor(event: SportEvent): MatchEngine {
    const [homeA, homeB] = this.ratings.get(event.home)!;
    const [awayA, awayB] = this.ratings.get(event.away)!;
    const statsSeed = statsSeedOf(this.options.seed, event.id);
    if (event.sport === 'football') {
      const rates = goalRates(this.footballRating(event.home), this.footballRating(event.away));
      return new FootballEngine(rates, statsSeed);
    }
    if (event.sport === 'tennis') {
      const skill = (a: number, b: number) => ({ serve: 0.08 * (a - 0.5), return: 0.06 * (b - 0.5) });
      const { pA, pB } = servePointProbabilities(skill(homeA!, homeB!), skill(awayA!, awayB!));
      return new TennisEngine(pA, pB, statsSeed);
    }
    const strength = (homeA! + homeB! - awayA! - awayB!) * 6;
    return new BasketballEngine(
      { marginMean: 3 + strength, marginSd: 12, totalMean: 200 + 30 * homeA!, totalSd: 17 },
      statsSeed,
    );
  }

  private step(run: Running, now: number) {
    const { event } = run;
    if (run.endedAt !== undefined) {
      if (now >= run.endedAt + this.durationMs / 4) {
        this.setStatus(run, now, 'closed');
        this.running.delete(event.id);
        this.seasonOf.delete(event.id);
      }
      return;
    }
    if (event.kind === 'outright') return this.stepOutright(run, now);
    if (event.status === 'not_started') {
      if (now < event.startTime) return;
      this.emit({ type: 'bet_stop', timestamp: now, producer: PRE_MATCH, eventId: event.id });
      run.event = { ...event, status: 'live' };
      this.emitOdds(run, now);
    }
    const progress = (now - event.startTime) / this.durationMs;
    const { changed } = run.engine.advance(this.rng, progress);
    this.seasonOf.get(event.id)?.record(event.id, run.engine.status(), run.engine.isOver);
    if (run.engine.isOver) return this.finish(run, now);
    if (!changed) return;
    this.emit({ type: 'bet_stop', timestamp: now, producer: LIVE, eventId: event.id });
    if (run.engine.isPriceable) this.emitOdds(run, now);
  }

  /** An outright is repriced when its season moved and settled when the season's last fixture ends. */
  private stepOutright(run: Running, now: number) {
    const { changed } = run.engine.advance(this.rng, 0);
    if (run.engine.isOver) return this.finish(run, now);
    if (changed) this.emitOdds(run, now);
  }

  private finish(run: Running, now: number) {
    this.emit({ type: 'bet_stop', timestamp: now, producer: LIVE, eventId: run.event.id });
    this.setStatus(run, now, 'ended');
    const markets = [...run.offered.values()].map(({ type, specifiers, outcomes }) => ({
      type,
      specifiers,
      outcomes: outcomes.map((id) => {
        const s = run.engine.settle(type, specifiers, id);
        const kind = resultKindOf(s);
        const voidFactor = kind === 'void' ? 1 : kind === 'half_won' || kind === 'half_lost' ? 0.5 : 0;
        return {
          id,
          result: s.result,
          voidFactor,
          deadHeatFactor: Number(s.deadHeatFactor.num) / Number(s.deadHeatFactor.den),
        };
      }),
    }));
    this.emit({ type: 'bet_settlement', timestamp: now, producer: LIVE, eventId: run.event.id, markets });
    run.endedAt = now;
  }

  private setStatus(run: Running, now: number, status: SportEvent['status']) {
    run.event = { ...run.event, status, ...run.engine.status() };
    this.emit({
      type: 'fixture_change',
      timestamp: now,
      producer: LIVE,
      eventId: run.event.id,
      changeType: 'status',
      fixture: { status, ...run.engine.status() },
    });
  }

  private emitOdds(run: Running, now: number) {
    const isLive = run.event.status === 'live';
    const markets: Market[] = run.engine.markets(this.pricing);
    const keys = new Set(markets.map((m) => marketKey(m.type, m.specifiers)));
    // Live markets no longer offered (a passed line, an old next-goal number) are deactivated.
    const deactivated = isLive
      ? [...run.offered].filter(([key]) => !keys.has(key) && !run.deactivated.has(key))
      : [];
    for (const [key] of deactivated) run.deactivated.add(key);
    for (const m of markets) {
      run.deactivated.delete(marketKey(m.type, m.specifiers));
      const key = marketKey(m.type, m.specifiers);
      // Every outcome ever offered is settled (a long shot no longer priced may still carry bets).
      const before = run.offered.get(key)?.outcomes ?? [];
      const outcomes = [...new Set([...before, ...m.outcomes.map((o) => o.id)])];
      run.offered.set(key, { type: m.type, specifiers: m.specifiers, outcomes });
    }
    this.emit({
      type: 'odds_change',
      timestamp: now,
      producer: isLive ? LIVE : PRE_MATCH,
      eventId: run.event.id,
      eventStatus: isLive ? { status: 'live', ...run.engine.status() } : undefined,
      markets: [
        ...markets.map((m) => ({
          type: m.type,
          specifiers: m.specifiers,
          status: m.status,
          outcomes: m.outcomes.map(({ id, odds, probability }) => ({ id, odds, probability })),
        })),
        ...deactivated.map(([, { type, specifiers }]) => ({
          type,
          specifiers,
          status: 'deactivated' as const,
          outcomes: [],
        })),
      ],
    });
  }

  private emit(message: FeedMessage) {
    if (this.down.has(message.producer)) return;
    for (const listener of this.listeners) listener(message);
  }
}
