import type pg from 'pg';
import type { SportsbookConfig } from '../config.js';
import { openSportsbookDatabase, type SportsbookDbHandle } from '../db/client.js';
import { FeedConsumer } from '../feed/feed-consumer.js';
import type { FeedMessage } from '../feed/messages.js';
import type { SimulatedFeed } from '../feed/simulation/simulated-feed.js';
import type { PricingOptions } from '../markets/market.js';
import { OperatorSettings } from '../settings/operator-settings.js';
import type { SportsbookDeps } from '../tickets/deps.js';
import { runRetryPass } from '../tickets/resolve-stale.js';
import { createWalletClient, type WalletClient } from '../wallet/wallet-client.js';
import { FeedFollower, FeedRelay } from './feed-follower.js';
import { FeedLeader } from './feed-leader.js';
import { createFeedLeadership } from './feed-leadership.js';
import { FeedLog } from './feed-log.js';

/** The sportsbook's game id in the platform's catalogue: every wallet call names it. */
export const SPORTSBOOK_GAME_ID = 'sportsbook';

export interface StartSportsbookOptions {
  config: SportsbookConfig;
  /** The HMAC key shared with the platform (its GAME_PROVIDERS entry's secret). */
  secret: string;
  providerCode: string;
  platformUrl: string;
  /** An open database (tests); otherwise SPORTSBOOK_DATABASE_URL or PGlite in the data folder. */
  database?: SportsbookDbHandle;
  /**
   * A connection of its own for the feed leader's lock (PostgreSQL, several instances): by default
   * one to SPORTSBOOK_DATABASE_URL when set; null (PGlite, one process) leads at once.
   */
  leaderConnection?: (() => Promise<pg.Client>) | null;
  /** How often an instance that does not lead tries to (and the leader checks its lock). */
  leaderIntervalMs?: number;
  wallet?: WalletClient;
  now?: () => Date;
  /** Drive the feed and the retry pass on timers (off in tests, which call tick and retry by hand). */
  withTimers?: boolean;
  /**
   * The host starts the leadership itself (`startLeadership`), once it serves requests: a leader's
   * first tick plays the feed forward over the time the sportsbook was down, about a second after a
   * short stop. Until then the state is the log's, as every follower has it.
   */
  deferLeadership?: boolean;
  log?: { error: (object: unknown, message: string) => void };
}

/** How often every instance reads the operator's settings again (a change saved elsewhere). */
const SETTINGS_RELOAD_MS = 2_000;

export interface SportsbookRuntime {
  deps: SportsbookDeps;
  /** The operator's limits and margin (the platform's signed settings calls). */
  settings: OperatorSettings;
  /** The simulated feed, run by the leader only (this instance must lead: PGlite always does). */
  readonly feed: SimulatedFeed;
  consumer: FeedConsumer;
  isLeader(): boolean;
  /** Takes part in the election (at start unless deferLeadership); once only, later calls wait for it. */
  startLeadership(): Promise<void>;
  /** Every feed message after the state applied it (the push channel listens here). */
  onMessage(listener: (message: FeedMessage) => void): () => void;
  /** Leader: moves the feed to the clock's time and waits for the settlements it caused. Others: follow. */
  tick(): Promise<void>;
  retryPass(): ReturnType<typeof runRetryPass>;
  close(): Promise<void>;
}

function defaultLeaderConnection(config: SportsbookConfig) {
  const url = config.databaseUrl;
  if (!url) return null;
  // pg loads with the first leader connection: an embedded start never needs it.
  return async () => (await import('@casino/contract/postgres')).connectSession(url);
}

/**
 * Opens the database (migrated) and follows the feed log into the feed state. One instance leads (an
 * advisory lock; PGlite: this one): it runs the simulated feed into the log, settles tickets from it
 * and, with timers, ticks the feed and runs the retry pass. Every instance follows the log on a timer.
 * `close` stops the timers, gives up the lead and waits for work in flight.
 */
export async function startSportsbook(options: StartSportsbookOptions): Promise<SportsbookRuntime> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const handle =
    options.database ??
    (await openSportsbookDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await handle.migrate();
  const relay = new FeedRelay();
  const consumer = new FeedConsumer(relay);
  const deps = buildDeps(options, handle.db, consumer.state, now);
  const pricing: PricingOptions = { margin: config.margin };
  const settings = new OperatorSettings(handle.db, config, { deps, pricing });
  await settings.reload();
  const report = (error: unknown, what: string) =>
    options.log ? options.log.error({ err: error }, what) : console.error(what, error);

  const log = new FeedLog(handle.db);
  const listeners = new Set<(message: FeedMessage) => void>();
  relay.subscribe((message) => {
    for (const listener of listeners) listener(message);
  });
  let leader: FeedLeader | null = null;
  const follower = new FeedFollower(log, consumer, relay, (row) => leader?.onApplied(row));
  leader = new FeedLeader(config, deps, log, follower, relay, report, pricing);
  await follower.loadSnapshot();
  await follower.catchUp();

  let retrying: ReturnType<typeof runRetryPass> | null = null;
  // A pass never overlaps the one before it: asked again meanwhile, it is that same pass.
  const retryPass = () =>
    (retrying ??= runRetryPass(deps, config.liveDelayMs + 120_000).finally(() => {
      retrying = null;
    }));
  const tick = () => (leader.isLeading ? leader.tick() : follower.catchUp());
  let leaderTimers: NodeJS.Timeout[] = [];
  const leadership = createFeedLeadership({
    connect:
      options.leaderConnection !== undefined ? options.leaderConnection : defaultLeaderConnection(config),
    intervalMs: options.leaderIntervalMs,
    report,
    lead: async () => {
      await leader.start();
      if (options.withTimers) leaderTimers = startTimers(config, tick, retryPass, report);
    },
    stepDown: async () => {
      for (const timer of leaderTimers) clearInterval(timer);
      leaderTimers = [];
      await leader.stop();
    },
  });
  let leadershipStarted: Promise<void> | null = null;
  const startLeadership = () => (leadershipStarted ??= leadership.start());
  if (!options.deferLeadership) await startLeadership();
  // Every instance follows the log (the leader finds its own messages already applied).
  const follow = options.withTimers ? followOnTimer(follower, config.followMs, report) : null;
  const reload = options.withTimers ? reloadOnTimer(settings, report) : null;

  return {
    deps,
    settings,
    get feed() {
      if (!leader.feed) throw new Error('this sportsbook instance does not lead the feed');
      return leader.feed;
    },
    consumer,
    isLeader: () => leader.isLeading,
    startLeadership,
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tick,
    retryPass,
    async close() {
      if (follow) clearInterval(follow);
      if (reload) clearInterval(reload);
      await leadershipStarted?.catch(() => undefined);
      await leadership.stop();
      await follower.catchUp().catch(() => undefined);
      consumer.close();
      await retrying?.catch(() => undefined);
      if (!options.database) await handle.close();
    },
  };
}

function buildDeps(
  options: StartSportsbookOptions,
  db: SportsbookDeps['db'],
  state: SportsbookDeps['state'],
  now: () => Date,
): SportsbookDeps {
  const { config } = options;
  return {
    db,
    state,
    wallet:
      options.wallet ??
      createWalletClient({
        platformUrl: options.platformUrl,
        secret: options.secret,
        providerCode: options.providerCode,
      }),
    limits: config.limits,
    liveDelayMs: config.liveDelayMs,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now,
    externalGameId: SPORTSBOOK_GAME_ID,
  };
}

function followOnTimer(
  follower: FeedFollower,
  followMs: number,
  report: (error: unknown, what: string) => void,
) {
  const follow = setInterval(
    () => void follower.catchUp().catch((e: unknown) => report(e, 'feed follow failed')),
    followMs,
  );
  follow.unref();
  return follow;
}

function reloadOnTimer(settings: OperatorSettings, report: (error: unknown, what: string) => void) {
  const timer = setInterval(
    () => void settings.reload().catch((e: unknown) => report(e, 'sportsbook settings reload failed')),
    SETTINGS_RELOAD_MS,
  );
  timer.unref();
  return timer;
}

function startTimers(
  config: SportsbookConfig,
  tick: () => Promise<void>,
  retryPass: () => Promise<unknown>,
  report: (error: unknown, what: string) => void,
) {
  const timers = [
    setInterval(() => void tick().catch((e: unknown) => report(e, 'feed tick failed')), config.tickMs),
  ];
  if (config.retryMs > 0)
    timers.push(
      setInterval(
        () => void retryPass().catch((e: unknown) => report(e, 'sportsbook retry failed')),
        config.retryMs,
      ),
    );
  for (const timer of timers) timer.unref();
  return timers;
}
