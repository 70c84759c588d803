import type { SportsbookConfig } from '../config.js';
import { openSportsbookDatabase, type SportsbookDbHandle } from '../db/client.js';
import { FeedConsumer } from '../feed/feed-consumer.js';
import type { FeedMessage } from '../feed/messages.js';
import { SimulatedFeed } from '../feed/simulation/simulated-feed.js';
import type { SportsbookDeps } from '../tickets/deps.js';
import { runRetryPass } from '../tickets/resolve-stale.js';
import { settleFromFeed } from '../tickets/settle-tickets.js';
import { createWalletClient, type WalletClient } from '../wallet/wallet-client.js';

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
  wallet?: WalletClient;
  now?: () => Date;
  /** Drive the feed and the retry pass on timers (off in tests, which call tick and retry by hand). */
  withTimers?: boolean;
  log?: { error: (object: unknown, message: string) => void };
}

export interface SportsbookRuntime {
  deps: SportsbookDeps;
  feed: SimulatedFeed;
  consumer: FeedConsumer;
  /** Every feed message after the state applied it (the push channel listens here). */
  onMessage(listener: (message: FeedMessage) => void): () => void;
  /** Moves the simulated feed to the clock's time, then waits for the settlements it caused. */
  tick(): Promise<void>;
  retryPass(): ReturnType<typeof runRetryPass>;
  close(): Promise<void>;
}

const SETTLEMENT_TYPES = new Set([
  'bet_settlement',
  'bet_cancel',
  'rollback_bet_settlement',
  'rollback_bet_cancel',
]);

/**
 * Opens the database (migrated), runs the simulated feed through the consumer into the feed state,
 * settles tickets from the feed's settlement messages (one at a time, in feed order) and, with timers,
 * ticks the feed and runs the retry pass. `close` stops the timers and waits for work in flight.
 */
export async function startSportsbook(options: StartSportsbookOptions): Promise<SportsbookRuntime> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const handle =
    options.database ??
    (await openSportsbookDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await handle.migrate();
  const feed = new SimulatedFeed({
    seed: config.seed,
    now: () => now().getTime(),
    matchDurationMs: config.matchDurationMs,
    pricing: { margin: config.margin },
  });
  const consumer = new FeedConsumer(feed);
  // The first fixtures at once, so the lobby is never empty.
  feed.tick();
  const deps: SportsbookDeps = {
    db: handle.db,
    state: consumer.state,
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
  const report = (error: unknown, what: string) =>
    options.log ? options.log.error({ err: error }, what) : console.error(what, error);

  // Settlements run in feed order; a failed one is logged and its credits retried by the pass.
  let settling: Promise<unknown> = Promise.resolve();
  const listeners = new Set<(message: FeedMessage) => void>();
  const unsubscribe = feed.subscribe((message) => {
    if (SETTLEMENT_TYPES.has(message.type)) {
      settling = settling
        .then(() => settleFromFeed(deps, message as Parameters<typeof settleFromFeed>[1]))
        .catch((error: unknown) => report(error, 'sportsbook settlement failed'));
    }
    for (const listener of listeners) listener(message);
  });

  let retrying: ReturnType<typeof runRetryPass> | null = null;
  // A pass never overlaps the one before it: asked again meanwhile, it is that same pass.
  const retryPass = () =>
    (retrying ??= runRetryPass(deps, config.liveDelayMs + 120_000).finally(() => {
      retrying = null;
    }));
  const tick = async () => {
    feed.tick();
    await settling;
  };
  const timers = options.withTimers ? startTimers(config, tick, retryPass, report) : [];

  return {
    deps,
    feed,
    consumer,
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tick,
    retryPass,
    async close() {
      for (const timer of timers) clearInterval(timer);
      unsubscribe();
      consumer.close();
      await settling;
      await retrying?.catch(() => undefined);
      if (!options.database) await handle.close();
    },
  };
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
