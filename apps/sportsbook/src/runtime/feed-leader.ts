// What only the feed leader does: run the simulated feed (its messages written to the log, then
// applied from it like every instance's), settle tickets from the settlement messages in log order,
// run the retry pass and keep snapshots. Taking over, it first settles what the old leader left and
// cancels the old leader's events, whose play died with it.
import type { SportsbookConfig } from '../config.js';
import type { FeedMessage } from '../feed/messages.js';
import { SimulatedFeed } from '../feed/simulation/simulated-feed.js';
import { encodeFeedState } from '../feed/feed-snapshot.js';
import type { PricingOptions } from '../markets/market.js';
import { runAutoCashOut } from '../tickets/auto-cash-out.js';
import type { SportsbookDeps } from '../tickets/deps.js';
import { settleFromFeed } from '../tickets/settle-tickets.js';
import { abandonedEventMessages } from './abandoned-events.js';
import type { FeedFollower, FeedRelay } from './feed-follower.js';
import type { FeedLog, LoggedMessage } from './feed-log.js';

const SETTLEMENT_TYPES = new Set([
  'bet_settlement',
  'bet_cancel',
  'rollback_bet_settlement',
  'rollback_bet_cancel',
]);
type SettlementMessage = Parameters<typeof settleFromFeed>[1];
export const isSettlement = (m: FeedMessage): m is SettlementMessage => SETTLEMENT_TYPES.has(m.type);

/** How often the leader writes a snapshot, and how long the log keeps messages a snapshot covers. */
const SNAPSHOT_MS = 60_000;
const KEEP_MESSAGES_MS = 10 * 60_000;

export class FeedLeader {
  feed: SimulatedFeed | null = null;
  private term = 0;
  private pending: FeedMessage[] = [];
  private unsubscribe: (() => void) | null = null;
  private settling: Promise<unknown> = Promise.resolve();
  private ticking: Promise<unknown> = Promise.resolve();
  private lastSnapshotAt = 0;
  private snapshotSeq = 0;

  constructor(
    private readonly config: SportsbookConfig,
    private readonly deps: SportsbookDeps,
    private readonly log: FeedLog,
    private readonly follower: FeedFollower,
    private readonly relay: FeedRelay,
    private readonly report: (error: unknown, what: string) => void,
    /** The margin new prices carry: the operator's settings change it in place. */
    private readonly pricing: PricingOptions = { margin: config.margin },
  ) {}

  get isLeading() {
    return this.feed !== null;
  }

  /** Called for every message applied from the log: the leader settles the settlement ones, in order. */
  onApplied(row: LoggedMessage) {
    if (!this.isLeading || !isSettlement(row.message)) return;
    this.settle(row);
  }

  async start() {
    this.term = await this.log.newTerm();
    await this.follower.catchUp();
    // Settlements logged after the old leader's last finished one (each is idempotent on its message).
    const settledTo = await this.log.cursor('settled');
    for (const row of await this.log.between(settledTo, this.follower.applied)) this.settle(row);
    await this.settling;
    const now = () => this.deps.now().getTime();
    const prefix = `${this.term}.`;
    const feed = new SimulatedFeed({
      seed: this.config.seed + this.term - 1,
      now,
      matchDurationMs: this.config.matchDurationMs,
      pricing: this.pricing,
      idPrefix: prefix,
    });
    this.pending = abandonedEventMessages(this.deps.state, now(), (id) => id.includes(`:${prefix}`));
    this.unsubscribe = feed.subscribe((message) => this.pending.push(message));
    this.relay.recovery = (producer, requestId) => feed.requestRecovery(producer, requestId);
    this.feed = feed;
    await this.tick();
  }

  async stop() {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.relay.recovery = null;
    this.feed = null;
    this.pending = [];
    await this.settling;
  }

  /**
   * Moves the feed to the clock's time, logs and applies its messages, then waits for the settlements.
   * Ticks never overlap (a timer's tick waits for the one before it): two appends in flight at once
   * could commit out of their sequence order, and an instance reading between them would skip one.
   */
  tick(): Promise<void> {
    const next = this.ticking.then(
      () => this.tickOnce(),
      () => this.tickOnce(),
    );
    this.ticking = next.catch(() => undefined);
    return next;
  }

  private async tickOnce() {
    this.feed?.tick();
    const messages = this.pending;
    this.pending = [];
    await this.log.append(this.term, messages);
    await this.follower.catchUp();
    await this.settling;
    // Prices moved: the players' automatic cash-outs whose offer reached their amount are paid.
    if (this.isLeading)
      await runAutoCashOut(this.deps).catch((error: unknown) =>
        this.report(error, 'automatic cash-out failed'),
      );
    if (this.isLeading && this.deps.now().getTime() - this.lastSnapshotAt >= SNAPSHOT_MS)
      await this.snapshot();
  }

  private async snapshot() {
    const seq = this.follower.applied;
    this.lastSnapshotAt = this.deps.now().getTime();
    if (seq === this.snapshotSeq) return;
    await this.log.snapshot(seq, encodeFeedState(this.deps.state), KEEP_MESSAGES_MS);
    this.snapshotSeq = seq;
  }

  private settle(row: LoggedMessage) {
    this.settling = this.settling
      .then(async () => {
        await settleFromFeed(this.deps, row.message as SettlementMessage);
        await this.log.setCursor('settled', row.seq);
      })
      .catch((error: unknown) => this.report(error, 'sportsbook settlement failed'));
  }
}
