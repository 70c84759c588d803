import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/postgres';
import { seed } from '../db/seed';
import { adminQuery, isServerUrl, testApiKey } from './test-db';

/**
 * The api project's global setup. On a PostgreSQL server (CI) every test file gets a database of its
 * own; migrating and seeding each one cost seconds, so this migrates one database for the whole run,
 * seeds a copy of it, and each file's database is `CREATE DATABASE … TEMPLATE` of one of the two (a
 * file copy on the server). They belong to this run alone (a random name) and are dropped at its end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!isServerUrl(serverUrl)) {
    project.provide('apiDatabaseTemplates', null);
    return;
  }
  const bare = `tpl_${randomBytes(6).toString('hex')}`;
  const seeded = `${bare}_seeded`;
  const at = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  await adminQuery(serverUrl, `CREATE DATABASE "${bare}"`);
  const migrated = openPostgres(at(bare), null, 2);
  await migrated.migrate();
  await migrated.close();
  await adminQuery(serverUrl, `CREATE DATABASE "${seeded}" TEMPLATE "${bare}"`);
  const toSeed = openPostgres(at(seeded), null, 2);
  await seed(toSeed.db, { skinApiKey: testApiKey });
  await toSeed.close();
  project.provide('apiDatabaseTemplates', { bare, seeded });
  return async () => {
    for (const name of [seeded, bare])
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
}
