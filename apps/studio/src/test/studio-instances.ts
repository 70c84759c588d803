import Fastify, { type FastifyInstance } from 'fastify';
import { type StudioDbHandle } from '../db/client';
import { openStudioPostgres } from '../db/postgres';
import { studioPlugin, type StudioPluginOptions } from '../plugin';
import { testSecret } from './studio-app';

/**
 * `count` studio instances in this process on one PostgreSQL database, as several processes would run
 * it: each its own pool and leader connection, mounted under /studio and ready. `options` adds to the
 * plugin's options per instance (its app given, e.g. for a bus that logs there).
 */
export async function startStudioInstances(
  databaseUrl: string,
  count: number,
  options: (app: FastifyInstance) => Partial<StudioPluginOptions> & { platformUrl: string },
): Promise<{ apps: FastifyInstance[]; handles: StudioDbHandle[] }> {
  const apps: FastifyInstance[] = [];
  const handles: StudioDbHandle[] = [];
  for (let i = 0; i < count; i += 1) {
    const handle = openStudioPostgres(databaseUrl);
    await handle.migrate();
    handles.push(handle);
    const app = Fastify({ logger: false });
    await app.register(studioPlugin, {
      prefix: '/studio',
      secret: testSecret,
      db: handle.db,
      retryIntervalMs: 0,
      leaderConnection: handle.connectSession,
      ...options(app),
    });
    await app.ready();
    apps.push(app);
  }
  return { apps, handles };
}
