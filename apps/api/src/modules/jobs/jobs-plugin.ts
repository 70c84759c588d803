import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner } from './job-runner';
import { createLeadership } from './leadership';
import { platformJobs } from './platform-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's background jobs: started by start-platform.ts after listen, stopped on close. */
    jobs: JobRunner;
  }
}

/**
 * Registers every platform job on one runner but starts none: an app built by a test runs no job
 * unless the test starts them. Closing the app stops them first (preClose: the database, Redis and
 * the embedded studio are still there for the runs in flight).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = createJobRunner({ leadership: createLeadership(app.db, { log: app.log }), log: app.log });
    for (const job of platformJobs(app)) runner.register(job);
    app.decorate('jobs', runner);
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['loyalty', 'competitions'] },
);
