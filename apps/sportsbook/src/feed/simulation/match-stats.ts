// The statistics a simulated match shows beyond its score (shots, corners, possession; aces and
// double faults; fouls and rebounds). They are drawn from a generator of their own, seeded from the
// feed's seed and the event, so they are reproducible and never move the draws the results come from.
import { createRng, type Rng } from '../../lib/rng.js';

type Pair = [number, number];

/** A seed for one event's statistics: the feed's seed mixed with the event id (FNV-1a). */
export function statsSeedOf(seed: number, eventId: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const char of eventId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** The statistics as the event's detail carries them: ` stats name=home-away ...` after the rest. */
export function statsText(stats: Record<string, Pair>): string {
  return ` stats ${Object.entries(stats)
    .map(([name, [home, away]]) => `${name}=${home}-${away}`)
    .join(' ')}`;
}

/** Statistics drawn from a generator of their own. */
abstract class SeededStats {
  protected readonly rng: Rng;

  constructor(seed: number) {
    this.rng = createRng(seed);
  }
}

/** Football, minute by minute: the side that scores more often shoots, wins corners and keeps the ball more. */
export class FootballStats extends SeededStats {
  private readonly shots: Pair = [0, 0];
  private readonly onTarget: Pair = [0, 0];
  private readonly corners: Pair = [0, 0];
  private homeBall = 0;
  private minutes = 0;

  constructor(
    seed: number,
    private readonly rates: { home: number; away: number },
  ) {
    super(seed);
  }

  /** One minute played; `goals` the sides that scored in it (each a shot on target). */
  minute(goals: ReadonlyArray<'home' | 'away'>) {
    const share = this.rates.home / (this.rates.home + this.rates.away);
    this.minutes++;
    this.homeBall += Math.min(0.75, Math.max(0.25, share + 0.3 * (this.rng.next() - 0.5)));
    ([0, 1] as const).forEach((i) => {
      const rate = i === 0 ? this.rates.home : this.rates.away;
      const scored = goals.filter((side) => side === (i === 0 ? 'home' : 'away')).length;
      const missed = this.rng.next() < (6 + 3 * rate) / 90 ? 1 : 0;
      this.shots[i] += scored + missed;
      this.onTarget[i] += scored + (missed && this.rng.next() < 0.3 ? 1 : 0);
      if (this.rng.next() < (3 + 1.5 * rate) / 90) this.corners[i]++;
    });
  }

  text() {
    const home = this.minutes ? Math.round((100 * this.homeBall) / this.minutes) : 50;
    return statsText({
      shots: this.shots,
      onTarget: this.onTarget,
      corners: this.corners,
      possession: [home, 100 - home],
    });
  }
}

/** Tennis, point by point: some of the server's points are aces, some of his lost ones double faults. */
export class TennisStats extends SeededStats {
  private readonly aces: Pair = [0, 0];
  private readonly doubleFaults: Pair = [0, 0];

  point(server: 'A' | 'B', serverWon: boolean) {
    const i = server === 'A' ? 0 : 1;
    const u = this.rng.next();
    if (serverWon && u < 0.12) this.aces[i]++;
    if (!serverWon && u < 0.1) this.doubleFaults[i]++;
  }

  text() {
    return statsText({ aces: this.aces, doubleFaults: this.doubleFaults });
  }
}

/** Basketball, minute by minute: fouls and rebounds. */
export class BasketballStats extends SeededStats {
  private readonly fouls: Pair = [0, 0];
  private readonly rebounds: Pair = [0, 0];

  minute() {
    for (const i of [0, 1] as const) {
      if (this.rng.next() < 0.42) this.fouls[i]++;
      this.rebounds[i] += Math.floor(this.rng.next() * 2.2);
    }
  }

  text() {
    return statsText({ fouls: this.fouls, rebounds: this.rebounds });
  }
}
