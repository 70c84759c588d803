import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudioContext } from '../context';
import { crashBets, funSessions, rounds, seeds } from '../db/schema';
import { findGame } from '@casino/fair/games/registry';
import { StudioError } from '../lib/studio-error';
import { expectedMovement } from '../test/money';
import { useStudio } from '../test/studio-app';
import { crashPayout, growthPerMs, msToReach, multiplierAt } from '@casino/fair/crash/crash-curve';
import { createCrashLoop, type CrashLoop } from './crash-loop';
import { defaultCrashSettings } from './crash-settings';
import { crashRoundById, fakeClock, latestCrashRound, openCrashSession, testContext } from './crash-test-kit';
import { sha256Text } from './hash-chain';

const start = 1_000_000n;
const settingsFor = (clock: ReturnType<typeof fakeClock>) => ({
  ...defaultCrashSettings,
  chainLength: 2_000,
  checkpointEvery: 100,
  salt: 'loop-test-salt',
  clock,
});

/**
 * The shared loop on a fake clock, with the platform faked at its HTTP edge: every bet either stays
 * out with nothing taken, or ends paid (a cash-out) or lost (a zero win), and the platform's balance
 * always equals what the studio's rounds say.
 */
describe('crash loop', () => {
  // The studio's own crash loop is off: the test runs its own on the same database.
  const app = useStudio({ retryIntervalMs: 40, retryBaseMs: 20, crash: { enabled: false } }, start);
  const clock = fakeClock();
  let ctx: StudioContext;
  let loop: CrashLoop;
  const playerKey = () => `p:${app.platform.state.playerId}`;
  const conserved = async () =>
    expect(app.platform.state.balance).toBe(start + (await expectedMovement(app.handle.db, playerKey())));
  const rowOf = async (id: string) =>
    (await app.handle.db.select().from(rounds).where(eq(rounds.id, id)))[0]!;

  /** Plays rounds out (nobody betting) until the one taking bets crashes where `wanted` says. */
  async function roundWhere(wanted: (crashPoint: number) => boolean) {
    for (let i = 0; i < 200; i += 1) {
      const round = await latestCrashRound(app.handle.db);
      if (round.status === 'betting' && wanted(round.crashPoint)) return round;
      await clock.advance(60_000, 1_000);
    }
    throw new Error('no such round in 200 tries');
  }
  /** Moves the clock to the end of the round's betting window: its run starts exactly then. */
  const untilRun = (round: { bettingEndsAt: Date }) =>
    clock.advance(round.bettingEndsAt.getTime() - clock.now(), 100);
  /** Lets the current round start, run to its crash and the pause end. */
  const finishRound = async () => {
    const round = await latestCrashRound(app.handle.db);
    await clock.advance(
      defaultCrashSettings.bettingMs + msToReach(round.crashPoint) + defaultCrashSettings.pauseMs + 1_000,
      100,
    );
  };
  /**
   * What `read` answers once `isDone` holds: a write that lands on its own (a payout, the retrier)
   * gets 15 s on a busy machine. After that, the last read, for the assertion to name.
   */
  async function readUntil<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 500; i += 1) {
      const value = await read();
      if (isDone(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return read();
  }
  /** The bet's row once the wallet settled it. */
  const settledRow = (id: string) =>
    readUntil(
      () => rowOf(id),
      (row) => row.status !== 'win_pending',
    );

  beforeAll(async () => {
    ctx = testContext(app.app, app.handle.db, app.platform.url);
    loop = createCrashLoop(ctx, findGame('crash')!, settingsFor(clock));
    await loop.start();
  });

  it('cashes out at the multiplier of the server clock and pays stake × multiplier', async () => {
    const round = await roundWhere((crash) => crash >= 150);
    const { resolved } = await openCrashSession(app.app, ctx);
    const placed = await loop.placeBet(resolved, { stake: '1000' });
    expect(placed.roundId).toBe(round.id);
    expect(app.platform.state.balance).toBe(start - 1000n);
    await untilRun(round);
    await clock.advance(3_000, 100);
    const elapsedMs = clock.now() - Date.parse(loop.publicRound()!.startedAt!);
    const cashed = loop.cashOut(resolved.playerKey);
    expect(cashed.multiplier).toBe(multiplierAt(elapsedMs));
    expect(cashed.multiplier).toBe(Math.floor(100 * Math.exp(growthPerMs * 3_000)));
    expect(cashed.payout).toBe((1000n * BigInt(cashed.multiplier)) / 100n);
    expect(() => loop.cashOut(resolved.playerKey)).toThrow(StudioError);
    await finishRound();
    expect(cashed.roundId).toBe(round.id);
    const row = await settledRow((await betOf(round.id)).id);
    expect(row).toMatchObject({ status: 'settled', payout: cashed.payout });
    expect(app.platform.state.movements.get(`${row.id}:win`)?.amount).toBe(cashed.payout);
    await conserved();
  });

  async function betOf(crashRoundId: string) {
    const [bet] = await app.handle.db
      .select()
      .from(crashBets)
      .where(eq(crashBets.crashRoundId, crashRoundId));
    return bet!;
  }

  it('loses the stake when the player rides the crash: a zero win closes the round', async () => {
    const round = await roundWhere((crash) => crash < 5_000);
    const { resolved } = await openCrashSession(app.app, ctx);
    await loop.placeBet(resolved, { stake: '2500' });
    await finishRound();
    const bet = await betOf(round.id);
    const row = await settledRow(bet.id);
    expect(row).toMatchObject({ status: 'settled', payout: 0n });
    expect(app.platform.state.movements.get(`${bet.id}:win`)?.amount).toBe(0n);
    expect((await crashRoundById(app.handle.db, round.id)).status).toBe('crashed');
    await conserved();
  });

  it('cashes out automatically at exactly the asked multiplier when the round gets there', async () => {
    const reaching = await roundWhere((crash) => crash >= 200);
    const { resolved } = await openCrashSession(app.app, ctx);
    await loop.placeBet(resolved, { stake: '1000', autoCashOut: '2.00' });
    // Ticks a second apart still pay 2.00, not wherever the tick landed.
    await clock.advance(defaultCrashSettings.bettingMs + msToReach(200) + 1_000, 1_000);
    const won = await settledRow((await betOf(reaching.id)).id);
    expect(won).toMatchObject({ status: 'settled', payout: 2000n, outcome: { cashedOutAt: 200 } });
    await finishRound();

    const short = await roundWhere((crash) => crash < 300);
    await loop.placeBet(resolved, { stake: '1000', autoCashOut: '3.00' });
    await finishRound();
    expect(await settledRow((await betOf(short.id)).id)).toMatchObject({ status: 'settled', payout: 0n });
    await conserved();
  });

  it('cashes out a riding bet when the player loses the connection, at the multiplier of that moment', async () => {
    const round = await roundWhere((crash) => crash >= 150);
    const { resolved } = await openCrashSession(app.app, ctx);
    await loop.placeBet(resolved, { stake: '1000' });
    await untilRun(round);
    await clock.advance(3_000, 100);
    const multiplier = multiplierAt(clock.now() - Date.parse(loop.publicRound()!.startedAt!));
    loop.connectionLost(resolved.playerKey);
    await finishRound();
    const row = await settledRow((await betOf(round.id)).id);
    expect(row).toMatchObject({
      status: 'settled',
      payout: (1000n * BigInt(multiplier)) / 100n,
      outcome: { cashedOutAt: multiplier },
    });
    await conserved();
  });

  it('keeps a bet without a target in the hands of a player whose page is still open on another instance', async () => {
    const round = await roundWhere((crash) => crash >= 300);
    const { resolved } = await openCrashSession(app.app, ctx);
    // Two instances hold a socket of the player; the bet has no target.
    loop.connectionBack(resolved.playerKey);
    loop.connectionBack(resolved.playerKey);
    await loop.placeBet(resolved, { stake: '1000' });
    await untilRun(round);
    await clock.advance(msToReach(130), 100);
    loop.connectionLost(resolved.playerKey);
    expect(loop.publicRound()!.bets[0]).toMatchObject({ cashedOutAt: null });
    // The last one closes: the bet is cashed out there and then.
    await clock.advance(msToReach(150) - msToReach(130), 100);
    const multiplier = multiplierAt(clock.now() - Date.parse(loop.publicRound()!.startedAt!));
    loop.connectionLost(resolved.playerKey);
    expect(loop.publicRound()!.bets[0]).toMatchObject({ cashedOutAt: multiplier });
    await finishRound();
    await settledRow((await betOf(round.id)).id);
    await conserved();
  });

  it('pays a bet with a 1.50× target at exactly 1.50× with its page closed, in a round that goes higher', async () => {
    const round = await roundWhere((crash) => crash >= 336);
    const { resolved } = await openCrashSession(app.app, ctx);
    await loop.placeBet(resolved, { stake: '1000', autoCashOut: '1.50' });
    await untilRun(round);
    await clock.advance(msToReach(130), 100);
    // At 1.30× the page closes: the bet rides on to its target, not cashed out at once.
    loop.connectionLost(resolved.playerKey);
    expect(loop.publicRound()!.bets[0]).toMatchObject({ cashedOutAt: null });
    await finishRound();
    const row = await settledRow((await betOf(round.id)).id);
    expect(row).toMatchObject({ status: 'settled', payout: 1500n, outcome: { cashedOutAt: 150 } });
    expect((await betOf(round.id)).autoCashOut).toBe(150);
    await conserved();
  });

  it('loses a bet with a target above the crash point, page closed before the run or not', async () => {
    const round = await roundWhere((crash) => crash < 150);
    const { resolved } = await openCrashSession(app.app, ctx);
    await loop.placeBet(resolved, { stake: '1000', autoCashOut: '1.50' });
    loop.connectionLost(resolved.playerKey);
    await finishRound();
    const row = await settledRow((await betOf(round.id)).id);
    expect(row).toMatchObject({ status: 'settled', payout: 0n, outcome: { cashedOutAt: null } });
    await conserved();
  });

  it('shows a player their own target in the round, and nobody else', async () => {
    await roundWhere(() => true);
    const { resolved } = await openCrashSession(app.app, ctx);
    await loop.placeBet(resolved, { stake: '1000', autoCashOut: '2.50' });
    expect(loop.publicRound(resolved.playerKey)!.bets[0]).toMatchObject({ isMine: true, autoCashOut: 250 });
    expect(loop.publicRound('p:someone-else')!.bets[0]).not.toHaveProperty('autoCashOut');
    await finishRound();
  });

  it('gives the stake back to a player who left before the run, whatever the round does', async () => {
    // A short round: riding it would lose the stake.
    const round = await roundWhere((crash) => crash < 200);
    const { resolved } = await openCrashSession(app.app, ctx);
    await loop.placeBet(resolved, { stake: '1500' });
    loop.connectionLost(resolved.playerKey);
    await finishRound();
    const row = await settledRow((await betOf(round.id)).id);
    expect(row).toMatchObject({ status: 'settled', payout: 1500n, outcome: { cashedOutAt: 100 } });
    await conserved();

    // Back before the run, the player keeps the bet in their own hands: it rides the crash.
    const next = await roundWhere((crash) => crash < 1_000);
    await loop.placeBet(resolved, { stake: '1500' });
    loop.connectionLost(resolved.playerKey);
    loop.connectionBack(resolved.playerKey);
    await finishRound();
    expect(await settledRow((await betOf(next.id)).id)).toMatchObject({ status: 'settled', payout: 0n });
    await conserved();
  });

  it('keeps a player whose bet the wallet refuses out of the round, with nothing taken', async () => {
    const round = await roundWhere((crash) => crash >= 150);
    const { resolved } = await openCrashSession(app.app, ctx);
    const before = app.platform.state.balance;
    app.platform.state.faults = { refuseBets: true };
    await expect(loop.placeBet(resolved, { stake: '1000' })).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    app.platform.state.faults = {};
    expect(loop.publicRound()!.bets).toEqual([]);
    expect(app.platform.state.balance).toBe(before);
    const rejected = await app.handle.db.select().from(rounds).where(eq(rounds.status, 'rejected'));
    expect(rejected.map((row) => (row.outcome as { crashRoundId: string }).crashRoundId)).toContain(round.id);
    await clock.advance(defaultCrashSettings.bettingMs + 100, 100);
    expect(() => loop.cashOut(resolved.playerKey)).toThrow(
      expect.objectContaining({ code: 'bet_not_found' }),
    );
    await finishRound();
    await conserved();
  });

  it('refuses bets outside the betting window and outside the limits before any money moves', async () => {
    await roundWhere(() => true);
    const { resolved } = await openCrashSession(app.app, ctx);
    const calls = app.platform.state.calls.length;
    const cases: [unknown, string][] = [
      [{ stake: '5' }, 'amount_out_of_range'],
      [{ stake: '100001' }, 'amount_out_of_range'],
      [{ stake: '100', autoCashOut: '1.00' }, 'validation_error'],
      [{ stake: '100', autoCashOut: '2.555' }, 'validation_error'],
      [{ stake: 'abc' }, 'validation_error'],
    ];
    for (const [body, code] of cases)
      await expect(loop.placeBet(resolved, body)).rejects.toMatchObject({ code });
    expect(app.platform.state.calls.length).toBe(calls);
    await clock.advance(defaultCrashSettings.bettingMs, 100);
    await expect(loop.placeBet(resolved, { stake: '100' })).rejects.toMatchObject({ code: 'round_closed' });
    await finishRound();
  });

  it('sends a failing win again until the wallet confirms it, once', async () => {
    const round = await roundWhere((crash) => crash >= 150);
    const { resolved } = await openCrashSession(app.app, ctx);
    await loop.placeBet(resolved, { stake: '4000' });
    await untilRun(round);
    await clock.advance(2_000, 100);
    app.platform.state.faults = { failWins: 5 };
    const cashed = loop.cashOut(resolved.playerKey);
    const bet = await betOf(round.id);
    const row = await settledRow(bet.id);
    expect(row.status).toBe('settled');
    expect(app.platform.state.faults.failWins).toBe(0);
    expect(app.platform.state.movements.get(`${bet.id}:win`)?.amount).toBe(
      crashPayout(4000n, cashed.multiplier),
    );
    await finishRound();
    await conserved();
  });

  it('reveals each round hash after the crash, and it hashes to the previous round hash', async () => {
    const first = await roundWhere(() => true);
    const seen = loop.publicRound()!;
    expect(seen.hash).toBeNull();
    expect(seen.crashPoint).toBeNull();
    await finishRound();
    const second = await latestCrashRound(app.handle.db);
    expect(second.roundNumber).toBe(first.roundNumber + 1);
    expect(sha256Text(second.hash)).toBe(first.hash);
    expect(loop.publicRound()!.previousHash).toBe(first.hash);
    const [seed] = await app.handle.db.select().from(seeds).where(eq(seeds.id, first.seedId));
    expect(seed).toMatchObject({ serverSeed: first.hash, serverSeedHash: sha256Text(first.hash) });
    expect(seed!.revealedAt).not.toBeNull();
  });

  it('plays for fun on the demo balance without a single call to the platform', async () => {
    const round = await roundWhere((crash) => crash >= 150);
    const { resolved } = await openCrashSession(app.app, ctx, 'fun');
    const calls = app.platform.state.calls.length;
    const placed = await loop.placeBet(resolved, { stake: '1000' });
    expect(placed.balance).toBe(99_000n);
    await untilRun(round);
    await clock.advance(3_000, 100);
    const cashed = loop.cashOut(resolved.playerKey);
    await finishRound();
    const funBalance = async () =>
      (await app.handle.db.select().from(funSessions).where(eq(funSessions.id, resolved.session.id)))[0]!
        .balance;
    // The payout's write lands on its own.
    expect(await readUntil(funBalance, (balance) => balance !== 99_000n)).toBe(99_000n + cashed.payout);
    expect(cashed.payout).toBe(crashPayout(1000n, cashed.multiplier));
    expect(app.platform.state.calls.length).toBe(calls);
  });

  it('after a stop mid-round, refunds the bets still riding and cancels the round on restart', async () => {
    const round = await roundWhere((crash) => crash >= 300);
    const { resolved } = await openCrashSession(app.app, ctx);
    await loop.placeBet(resolved, { stake: '3000' });
    await untilRun(round);
    await clock.advance(500, 100);
    await loop.stop();
    expect(app.platform.state.balance).toBe(start + (await expectedMovement(app.handle.db, playerKey())));

    loop = createCrashLoop(ctx, findGame('crash')!, settingsFor(clock));
    await loop.start();
    expect((await crashRoundById(app.handle.db, round.id)).status).toBe('cancelled');
    const bet = await betOf(round.id);
    let row = await rowOf(bet.id);
    for (let i = 0; i < 100 && row.status !== 'rolled_back'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      row = await rowOf(bet.id);
    }
    expect(row.status).toBe('rolled_back');
    expect(app.platform.state.movements.get(`${bet.id}:rollback`)?.amount).toBe(3000n);
    // The chain goes on with the next round, linked to the cancelled one.
    const next = await latestCrashRound(app.handle.db);
    expect(next.roundNumber).toBe(round.roundNumber + 1);
    expect(sha256Text(next.hash)).toBe(round.hash);
    await conserved();
    await loop.stop();
  });
});

describe('crash recovery with automatic cash-outs', () => {
  const app = useStudio({ retryIntervalMs: 40, retryBaseMs: 20, crash: { enabled: false } }, start);

  it('after a stop mid-run, pays a target the crash point reaches and refunds one it does not', async () => {
    const clock = fakeClock();
    const ctx = testContext(app.app, app.handle.db, app.platform.url);
    let loop = createCrashLoop(ctx, findGame('crash')!, settingsFor(clock));
    await loop.start();
    let round = await latestCrashRound(app.handle.db);
    while (round.status !== 'betting' || round.crashPoint < 300) {
      await clock.advance(60_000, 1_000);
      round = await latestCrashRound(app.handle.db);
    }
    const real = await openCrashSession(app.app, ctx);
    const fun = await openCrashSession(app.app, ctx, 'fun');
    await loop.placeBet(real.resolved, { stake: '2000', autoCashOut: '2.00' });
    const above = (round.crashPoint + 1) / 100;
    await loop.placeBet(fun.resolved, { stake: '1000', autoCashOut: above.toFixed(2) });
    await clock.advance(round.bettingEndsAt.getTime() - clock.now() + 500, 100);
    await loop.stop();
    // The takeover: another loop (as a new leader would) starts on the same database.
    loop = createCrashLoop(ctx, findGame('crash')!, settingsFor(clock));
    await loop.start();
    expect((await crashRoundById(app.handle.db, round.id)).status).toBe('cancelled');
    const betsOf = await app.handle.db.select().from(crashBets).where(eq(crashBets.crashRoundId, round.id));
    const rowOf = async (playerKey: string) => {
      const id = betsOf.find((bet) => bet.playerKey === playerKey)!.id;
      for (let i = 0; i < 100; i += 1) {
        const [row] = await app.handle.db.select().from(rounds).where(eq(rounds.id, id));
        if (row!.status !== 'win_pending' && row!.status !== 'rollback_pending') return row!;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      throw new Error('not settled');
    };
    const paid = await rowOf(real.resolved.playerKey);
    expect(paid).toMatchObject({ status: 'settled', payout: 4000n, outcome: { cashedOutAt: 200 } });
    expect(app.platform.state.movements.get(`${paid.id}:win`)?.amount).toBe(4000n);
    expect(await rowOf(fun.resolved.playerKey)).toMatchObject({ status: 'rolled_back' });
    const [session] = await app.handle.db
      .select()
      .from(funSessions)
      .where(eq(funSessions.id, fun.resolved.session.id));
    expect(session!.balance).toBe(100_000n);
    expect(app.platform.state.balance).toBe(
      start + (await expectedMovement(app.handle.db, `p:${app.platform.state.playerId}`)),
    );
    await loop.stop();
  });
});

describe('crash chain rollover', () => {
  const app = useStudio({ crash: { enabled: false } });

  it('starts a new chain, with its own terminating hash, once the last round of the old one is played', async () => {
    const clock = fakeClock();
    const ctx = testContext(app.app, app.handle.db, app.platform.url);
    const loop = createCrashLoop(ctx, findGame('crash')!, {
      ...settingsFor(clock),
      chainLength: 3,
      checkpointEvery: 2,
    });
    await loop.start();
    const first = loop.publicRound()!;
    const numbers: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const round = await latestCrashRound(app.handle.db);
      numbers.push(round.roundNumber);
      // Round 1 of each chain hashes to that chain's terminating hash.
      if (round.roundNumber === 1) expect(sha256Text(round.hash)).toBe(loop.publicRound()!.terminatingHash);
      await clock.advance(
        defaultCrashSettings.bettingMs + msToReach(round.crashPoint) + defaultCrashSettings.pauseMs + 2_000,
        1_000,
      );
    }
    expect(numbers).toEqual([1, 2, 3, 1]);
    const next = loop.publicRound()!;
    expect(next.terminatingHash).not.toBe(first.terminatingHash);
    await loop.stop();
  });
});
