import type { FastifyInstance } from 'fastify';
import { loggableError } from '../../lib/loggable-error';
import { dropExpiredEvents } from '../analytics/drop-expired-events';
import { forwardEvents } from '../analytics/forward-events';
import { applyFirstDeposits } from './apply-first-deposits';
import { deliverPostbacks } from './deliver-postbacks';

/**
 * One round of the engage background work: first-deposit postbacks queued, postbacks due sent,
 * analytics forwarded, analytics past their retention dropped.
 */
export async function runEngageWork(app: FastifyInstance): Promise<void> {
  const { engage } = app.config;
  await applyFirstDeposits(app.db, { now: app.now() });
  await deliverPostbacks(app.db, { now: app.now(), maxAttempts: engage.postbackMaxAttempts });
  if (engage.mixpanel) await forwardEvents(app.db, engage.mixpanel, { now: app.now() });
  await dropExpiredEvents(app.db, { now: app.now(), retentionDays: engage.analyticsRetentionDays });
}

/** Every ENGAGE_WORK_SECONDS, one run at a time; the timer does not keep the process alive. */
export function startEngageWork(app: FastifyInstance): { stop: () => Promise<void> } {
  const run = () =>
    runEngageWork(app).catch((error: unknown) =>
      app.log.warn({ err: loggableError(error) }, 'engage work failed'),
    );
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(run);
  }, app.config.engage.workMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
