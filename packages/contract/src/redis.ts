import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';
import type { Redis, RedisOptions } from 'ioredis';

const require = createRequire(import.meta.url);

/**
 * A Redis connection, ioredis loaded by the first one: the embedded default (no REDIS_URL) never
 * loads the client, which cost a start 67 ms of loading before anything used it.
 */
export function connectRedis(url: string, options: RedisOptions = {}): Redis {
  const { Redis: Client } = require('ioredis') as typeof IORedis;
  return new Client(url, options);
}
