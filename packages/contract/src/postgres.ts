import pg from 'pg';

/*
 * What the platform, the studio and the sportsbook each do the same way on PostgreSQL. Each app's
 * `db/postgres.ts` builds on it and is imported only when a database URL is set, so a start on the
 * embedded databases never loads `pg` or drizzle's PostgreSQL driver.
 */

/** A pool, and how to close it: a connection lost after `close()` began is the server's goodbye. */
export function openPool(url: string, options: { max: number; name: string }) {
  const pool = new pg.Pool({ connectionString: url, max: options.max });
  let isClosing = false;
  // An idle client whose connection drops emits 'error' on the pool; unhandled, that would crash the
  // process. The pool replaces the client. While closing (end() resolves before its sockets close, and
  // tests then drop the database WITH (FORCE)) the server's goodbye is expected and not worth a word.
  pool.on('error', (error) => {
    if (!isClosing) console.error(`${options.name} connection lost: ${error.message}`);
  });
  return {
    pool,
    close: () => {
      isClosing = true;
      return pool.end();
    },
  };
}

/** A connection of its own, outside any pool (a session-level advisory lock lives as long as it). */
export async function connectSession(url: string): Promise<pg.Client> {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  return session;
}

/**
 * Runs `migrate` on a dedicated connection holding a session-level advisory lock: one instance
 * migrates, the others wait on the lock and then find nothing left to do (two `CREATE TABLE`s of the
 * same migration racing each other fail on the catalogue's unique index otherwise).
 */
export async function migrateUnderLock(
  pool: pg.Pool,
  lockKey: number,
  migrate: (client: pg.PoolClient) => Promise<void>,
): Promise<void> {
  // The lock belongs to the session, so lock, migrate and unlock all run on one connection.
  const client = await pool.connect();
  let isBroken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
    try {
      await migrate(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lockKey]).catch((error: unknown) => {
        isBroken = true;
        throw error;
      });
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: drop it rather than reuse it.
    client.release(isBroken);
  }
}
