import { join, resolve } from 'node:path';
import { closeUnclaimedPgliteThreads, preopenPgliteThread } from '@casino/contract/pglite-thread';

/*
 * The entry: the embedded databases start opening on their own threads first (most of a second of CPU
 * each), and the server's code loads meanwhile (start-server.ts, a chunk of its own in the bundle).
 */

/**
 * The PGlite folders this start will open, as the platform's, the studio's and the sportsbook's configs
 * name them. The platform's first, beside the code loading on the main thread; the other two once it
 * has loaded (on two cores, three threads opening at once slowed the loading more than they gained).
 */
function embeddedDatabases(env: NodeJS.ProcessEnv) {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    platform: () => {
      if (!env.DATABASE_URL) preopenPgliteThread(join(dataDir, 'pglite'), ['pg_trgm']);
    },
    providers: () => {
      if (env.STUDIO_EMBEDDED !== 'false' && !env.STUDIO_DATABASE_URL)
        preopenPgliteThread(join(dataDir, 'studio'));
      if (env.SPORTSBOOK_EMBEDDED !== 'false' && !env.SPORTSBOOK_DATABASE_URL)
        preopenPgliteThread(join(dataDir, 'sportsbook'));
    },
  };
}

const databases = embeddedDatabases(process.env);
databases.platform();
try {
  const { startServer } = await import('./start-server');
  databases.providers();
  await startServer();
  // A folder guessed here that the start did not use (its settings named another) is closed.
  await closeUnclaimedPgliteThreads();
} catch (error) {
  console.error('Failed to start:', error);
  process.exit(1);
}
