import { envelopeSchema, healthDataSchema } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig, useTestApp } from '../../test/helper';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

const platformJobNames = [
  'catalogue-sync',
  'loyalty-pipeline',
  'loyalty-waiting-rewards',
  'competitions',
  'live-standings',
  'free-rounds-delivery',
  'engage-work',
  'analytics-retention',
  'bonus-expiry',
  'player-notices',
  'notice-push',
  'cashback-notices',
  'session-span-retention',
];

describe('the platform jobs', () => {
  const ctx = useTestApp();

  it('are registered on every app but none starts with it; /health lists them', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    const { data } = envelopeSchema(healthDataSchema).parse(response.json());
    expect(data.jobs.map((job) => job.name)).toEqual(platformJobNames);
    expect(data.jobs.every((job) => job.runs === 0 && !job.isRunning)).toBe(true);
    expect(data.jobs.find((job) => job.name === 'bonus-expiry')?.scope).toBe('leader');
    expect(data.jobs.find((job) => job.name === 'loyalty-pipeline')?.scope).toBe('every-instance');
  });

  it('all run once started, show their runs in /health, and stop with the app leaving no timer', async () => {
    const timersBefore = timers();
    const app = await buildApp({ config: testConfig(), db: ctx.db });
    app.jobs.start();
    const laterAtFirst = ['engage-work', 'analytics-retention'];
    const ranAtStart = platformJobNames.filter((name) => !laterAtFirst.includes(name));
    const succeeded = async () => {
      const response = await app.inject({ method: 'GET', url: '/health' });
      return envelopeSchema(healthDataSchema).parse(response.json()).data;
    };
    let health = await succeeded();
    for (let tries = 0; tries < 200; tries += 1) {
      const done = health.jobs.filter((job) => job.lastSuccessAt !== null).map((job) => job.name);
      if (ranAtStart.every((name) => done.includes(name))) break;
      await sleep(25);
      health = await succeeded();
    }
    expect(health.isJobsLeader).toBe(true);
    for (const job of health.jobs.filter((entry) => ranAtStart.includes(entry.name))) {
      expect(job, job.name).toMatchObject({ failures: 0 });
      expect(job.runs, job.name).toBeGreaterThanOrEqual(1);
      expect(job.lastDurationMs, job.name).toBeGreaterThanOrEqual(0);
    }
    // Their first runs come one period after start (ENGAGE_WORK_SECONDS, an hour).
    for (const name of laterAtFirst) expect(health.jobs.find((job) => job.name === name)?.runs, name).toBe(0);

    await app.close();
    const after = app.jobs.metrics();
    expect(after.isLeader).toBe(false);
    expect(after.jobs.some((job) => job.isRunning)).toBe(false);
    const runs = after.jobs.map((job) => job.runs);
    await sleep(300);
    expect(app.jobs.metrics().jobs.map((job) => job.runs)).toEqual(runs);
    // node-postgres keeps a timer per idle pooled connection; PGlite has none, so there the count is
    // exactly the runner's (job-runner.test.ts checks the runner alone on both).
    if (!process.env.DATABASE_URL) expect(timers()).toBeLessThanOrEqual(timersBefore);
  });
});
