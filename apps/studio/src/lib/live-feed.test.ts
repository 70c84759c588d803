import { randomBytes } from 'node:crypto';
import { StudioError } from './studio-error';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeaderCalls } from './leader-calls';
import { testRedisAnswers, testRedisUrl } from '../test/redis';
import { createLiveFeed, createRedisBus, type LiveBus } from './live-feed';

/*
 * Two studio instances' feeds and leader calls over a real Redis (TEST_REDIS_URL, else database 5 on
 * 127.0.0.1:6379; skipped, saying why, when none answers). Each bus stands for one instance.
 */
const redisUrl = testRedisUrl;
const silent = { info() {}, warn() {}, error() {} } as never;
const hasRedis = await testRedisAnswers();
if (!hasRedis)
  console.warn(`live feed tests over Redis skipped: no Redis answers at ${new URL(redisUrl).host}`);

async function until(condition: () => boolean, timeoutMs = 3000) {
  const begun = Date.now();
  while (!condition()) {
    if (Date.now() - begun > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the live feed without a bus (one process)', () => {
  it('hands every event to this instance’s listeners once, in order', () => {
    const feed = createLiveFeed<number>({ bus: null, topic: 'crash', log: silent });
    const seen: number[] = [];
    const stop = feed.subscribe((event) => seen.push(event));
    feed.emit(1);
    feed.emit(2);
    stop();
    feed.emit(3);
    expect(seen).toEqual([1, 2]);
  });

  it('runs a leader call here when this instance leads, and refuses it when nobody could', async () => {
    let leads = true;
    const calls = createLeaderCalls({ bus: null, topic: 'crash', isLeader: () => leads, log: silent });
    calls.handle('double', async (n: number) => n * 2);
    expect(await calls.call('double', 21)).toBe(42);
    leads = false;
    await expect(calls.call('double', 1)).rejects.toMatchObject({ code: 'round_closed' });
  });
});

describe.skipIf(!hasRedis)('the live feed over Redis pub/sub', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const buses: LiveBus[] = [];
  const bus = () => {
    const made = createRedisBus(redisUrl, { prefix, log: silent });
    buses.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((made) => made.close()));
  });

  it('shows the leader’s events to another instance in order, none twice, and never its own back', async () => {
    const [leaderBus, followerBus] = [bus(), bus()];
    let followerLeads = false;
    const leader = createLiveFeed<number>({ bus: leaderBus, topic: 'crash', log: silent });
    const follower = createLiveFeed<number>({
      bus: followerBus,
      topic: 'crash',
      acceptsRemote: () => !followerLeads,
      log: silent,
    });
    const atLeader: number[] = [];
    const atFollower: number[] = [];
    leader.subscribe((event) => atLeader.push(event));
    follower.subscribe((event) => atFollower.push(event));
    // The follower's subscription is made asynchronously: warm-up zeros until one gets through.
    await until(() => {
      leader.emit(0);
      return atFollower.length > 0;
    });
    for (let i = 1; i <= 200; i += 1) leader.emit(i);
    await until(() => atFollower.includes(200));
    const real = (events: number[]) => events.filter((event) => event !== 0);
    const expected = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(real(atFollower)).toEqual(expected);
    expect(real(atLeader)).toEqual(expected);

    // An instance that now leads takes no events from another (an old leader that has not noticed).
    followerLeads = true;
    leader.emit(201);
    follower.emit(300);
    await until(() => atLeader.includes(300));
    expect(real(atFollower)).toEqual([...expected, 300]);
    expect(real(atLeader)).toEqual([...expected, 201, 300]);
  });

  it('asks the leader and brings back its answer or its refusal; times out when nobody leads', async () => {
    const [leaderBus, followerBus] = [bus(), bus()];
    let leaderLeads = true;
    const ran: string[] = [];
    const atLeader = createLeaderCalls({
      bus: leaderBus,
      topic: 'crash',
      isLeader: () => leaderLeads,
      log: silent,
    });
    const atFollower = createLeaderCalls({
      bus: followerBus,
      topic: 'crash',
      isLeader: () => false,
      log: silent,
      timeoutMs: 500,
    });
    for (const calls of [atLeader, atFollower])
      calls.handle('bet', async (args: { stake: string }) => {
        ran.push(calls === atLeader ? 'leader' : 'follower');
        if (args.stake === '0') throw new StudioError('amount_out_of_range', 'too small', { minBet: '1' });
        return { stake: args.stake, roundId: 'r1' };
      });
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(await atFollower.call('bet', { stake: '100' })).toEqual({ stake: '100', roundId: 'r1' });
    const refused = await atFollower.call('bet', { stake: '0' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StudioError);
    expect(refused).toMatchObject({
      code: 'amount_out_of_range',
      message: 'too small',
      data: { minBet: '1' },
    });
    expect(ran).toEqual(['leader', 'leader']);

    leaderLeads = false;
    await expect(atFollower.call('bet', { stake: '100' })).rejects.toMatchObject({
      code: 'provider_unavailable',
    });
    expect(ran).toEqual(['leader', 'leader']);
  });
});
