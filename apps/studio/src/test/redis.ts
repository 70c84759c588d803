import { Redis } from 'ioredis';

/** The Redis the tests use: TEST_REDIS_URL, else database 5 of a local one. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

/** Whether that Redis answers (a test that needs it skips itself, saying why, when it does not). */
export async function testRedisAnswers(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
