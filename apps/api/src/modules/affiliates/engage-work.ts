import type { FastifyInstance } from 'fastify';
import { forwardEvents } from '../analytics/forward-events';
import { applyFirstDeposits } from './apply-first-deposits';
import { deliverPostbacks } from './deliver-postbacks';

/** One round of the engage background work (the engage-work job, modules/jobs): first-deposit postbacks queued, postbacks due sent, analytics forwarded. */
export async function runEngageWork(app: FastifyInstance): Promise<void> {
  const { engage } = app.config;
  await applyFirstDeposits(app.db, { now: app.now() });
  await deliverPostbacks(app.db, { now: app.now(), maxAttempts: engage.postbackMaxAttempts });
  if (engage.mixpanel) await forwardEvents(app.db, engage.mixpanel, { now: app.now() });
}
