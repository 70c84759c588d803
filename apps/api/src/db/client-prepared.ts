import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { rowsOf } from './transaction';

const dialect = new PgDialect();

// Names by statement text, hashed once: the texts are the code's own templates (the values stay
// parameters), as few as the driver's prepared statements, and the wallet names one on every call.
const statementNames = new Map<string, string>();
function statementNameOf(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `r_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * The rows of a read run as a named prepared statement where the driver keeps them: node-postgres
 * parses a statement once per pooled connection and PostgreSQL may keep its plan, so a hot read
 * (a catalogue page, a search) skips parsing and, once the server settles on a generic plan, planning.
 * The name is the statement's own text, hashed, so every distinct text is its own statement; the
 * values stay parameters. PGlite runs it as any other query.
 */
export async function preparedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = statementNameOf(built.sql);
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  return rowsOf<T>(await prepared.execute());
}
