import type { FastifyInstance } from 'fastify';
import { runEngageWork } from '../affiliates/engage-work';
import { dropExpiredEvents } from '../analytics/drop-expired-events';
import { expireBonuses } from '../bonuses/lifecycle';
import { runCompetitionsPass } from '../competitions/worker';
import { syncCatalogue } from '../games/catalogue/sync-catalogue';
import { deliverFreeRounds, deliveryIntervalMs } from '../games/free-rounds/deliver-free-rounds';
import { payWaitingRewards } from '../loyalty/level-rewards';
import { runLoyaltyPipeline } from '../loyalty/loyalty-pipeline';
import { payWaitingVipRewards, runVipPeriodJobs } from '../loyalty/vip-periods';
import { notifyCashbackAvailable } from '../notifications/notify-cashback-available';
import { notifyFromOutbox } from '../notifications/notify-from-outbox';
import { createNoticePusher } from '../notifications/push-notices';
import { dropOldSessionSpans } from '../responsible-gambling/drop-old-session-spans';
import type { JobDefinition } from './job-runner';

/*
 * Every background job of the platform, and when it runs. A module keeps what a run does; this file
 * says only how often, where (one leader, or every instance) and what wakes it. A new job is one more
 * factory here and one more line in platformJobs(). docs/decisions/0007-one-job-runner.md says why.
 */

/** Games lists pulled from every provider (after listen: the embedded studio answers over HTTP). */
export const catalogueSyncJob = (app: FastifyInstance): JobDefinition => ({
  name: 'catalogue-sync',
  scope: 'leader',
  everyMs: app.config.games.syncMs,
  run: async () => {
    await syncCatalogue(app.db, app.config.games.providers, { now: app.now, log: app.log });
    // What this sync changed is seen by this instance's next read at once; the others' after the TTL.
    app.catalogueCache.invalidate();
  },
});

/**
 * Wager facts from the outbox, then CP, levels and cashback (issue 14), on every instance: consumers
 * share the work through SKIP LOCKED, and a bet answered here wakes this instance's copy at once.
 */
export const loyaltyPipelineJob = (app: FastifyInstance): JobDefinition => ({
  name: 'loyalty-pipeline',
  scope: 'every-instance',
  everyMs: 250,
  // A stream of bets wakes the pass at most every 50 ms: it then takes batches, not single facts.
  minGapMs: 50,
  wake: app.loyaltySignal,
  run: () => runLoyaltyPipeline(app.db, app.now()),
});

/** Rewards that waited for a block to end, and the VIP weeks and months closed since the last look. */
export const loyaltyWaitingRewardsJob = (app: FastifyInstance): JobDefinition => ({
  name: 'loyalty-waiting-rewards',
  scope: 'leader',
  everyMs: 60_000,
  run: async () => {
    await payWaitingRewards(app.db, app.now());
    // The VIP periods are paid (each once) before their waiting rewards are looked at.
    await runVipPeriodJobs(app.db, app.now());
    await payWaitingVipRewards(app.db, app.now());
  },
});

/** Challenges, slot races and leaderboards scored from the game movements (issue 16), like loyalty. */
export const competitionsJob = (app: FastifyInstance): JobDefinition => ({
  name: 'competitions',
  scope: 'every-instance',
  everyMs: 500,
  wake: app.competitionsSignal,
  run: async () => {
    const pass = await runCompetitionsPass(app.db, app.now(), { leaderboardCache: app.leaderboardCache });
    if (pass.scored > 0 || pass.paid > 0) app.liveStandings.changed();
  },
});

/** The race standings pushed to the pages open on this instance (scores made elsewhere included). */
export const liveStandingsJob = (app: FastifyInstance): JobDefinition => ({
  name: 'live-standings',
  scope: 'every-instance',
  everyMs: 3_000,
  wake: app.liveStandings.wake,
  run: () => app.liveStandings.refresh(),
});

/** Free-rounds grants written by loyalty, bonuses or staff, pushed to their provider. */
export const freeRoundsDeliveryJob = (app: FastifyInstance): JobDefinition => ({
  name: 'free-rounds-delivery',
  scope: 'leader',
  everyMs: deliveryIntervalMs,
  run: () => deliverFreeRounds(app.db, app.config.games.providers, { now: app.now, log: app.log }),
});

/** First-deposit postbacks queued, postbacks due sent, analytics forwarded. */
export const engageWorkJob = (app: FastifyInstance): JobDefinition => ({
  name: 'engage-work',
  scope: 'leader',
  everyMs: app.config.engage.workMs,
  runAtStart: false,
  run: () => runEngageWork(app),
});

/** Analytics events past their retention (ANALYTICS_RETENTION_DAYS) dropped, hourly. */
export const analyticsRetentionJob = (app: FastifyInstance): JobDefinition => ({
  name: 'analytics-retention',
  scope: 'leader',
  everyMs: 3_600_000,
  runAtStart: false,
  run: async () => {
    await dropExpiredEvents(app.db, {
      now: app.now(),
      retentionDays: app.config.engage.analyticsRetentionDays,
    });
  },
});

/** Bonuses past their time end, their balance back to the house (issue 15). */
export const bonusExpiryJob = (app: FastifyInstance): JobDefinition => ({
  name: 'bonus-expiry',
  scope: 'leader',
  everyMs: 60_000,
  run: () => expireBonuses(app.db, app.now()),
});

/** Money events of the outbox put in the players' bells (issue 30), each once. */
export const playerNoticesJob = (app: FastifyInstance): JobDefinition => ({
  name: 'player-notices',
  scope: 'leader',
  everyMs: 1_000,
  run: async () => {
    await notifyFromOutbox(app.db, { now: app.now() });
  },
});

/** Each new notice told to its player's open sockets (issue 30): the bell and its toast without a reload. */
export const noticePushJob = (app: FastifyInstance): JobDefinition => {
  const pushNewNotices = createNoticePusher(app.db, (playerId) =>
    app.chatBus.emit({ playerId, event: { type: 'notice' } }),
  );
  return {
    name: 'notice-push',
    scope: 'leader',
    everyMs: 500,
    run: async () => void (await pushNewNotices()),
  };
};

/** The daily cashback that became claimable, told once a day to each player who has some. */
export const cashbackNoticesJob = (app: FastifyInstance): JobDefinition => ({
  name: 'cashback-notices',
  scope: 'leader',
  everyMs: 600_000,
  run: async () => {
    await notifyCashbackAvailable(app.db, app.now());
  },
});

/** Login-session spans no daily play-time window can reach again dropped (issue 33), hourly. */
export const sessionSpanRetentionJob = (app: FastifyInstance): JobDefinition => ({
  name: 'session-span-retention',
  scope: 'leader',
  everyMs: 3_600_000,
  run: async () => {
    await dropOldSessionSpans(app.db, app.now());
  },
});

/** The jobs every platform process registers; register a new one here. */
export function platformJobs(app: FastifyInstance): JobDefinition[] {
  return [
    catalogueSyncJob(app),
    loyaltyPipelineJob(app),
    loyaltyWaitingRewardsJob(app),
    competitionsJob(app),
    liveStandingsJob(app),
    freeRoundsDeliveryJob(app),
    engageWorkJob(app),
    analyticsRetentionJob(app),
    bonusExpiryJob(app),
    playerNoticesJob(app),
    noticePushJob(app),
    cashbackNoticesJob(app),
    sessionSpanRetentionJob(app),
  ];
}
