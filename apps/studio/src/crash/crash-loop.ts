import { and, eq, isNull } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { crashRounds, seeds, type CrashRound } from '../db/schema';
import type { StudioGame } from '@casino/fair/games/registry';
import { StudioError } from '../lib/studio-error';
import { settleNow } from '../rounds/settle-round';
import { requireAuthenticated, type ResolvedSession } from '../sessions/resolve-session';
import { checkCrashBet, placeCrashBet, settleCrashBet, type LiveBet } from './crash-bets';
import { openChain } from './crash-chain-store';
import { crashPayout, multiplierAt } from '@casino/fair/crash/crash-curve';
import { crashRoundFor, type SharedCrashRound } from './crash-feed';
import type { CrashPhase, PublicCrashRound, ServerMessage } from './crash-messages';
import type { CrashSettings } from './crash-settings';
import { ChainAbortedError, crashPoint, sha256Text } from './hash-chain';
import { recoverCrashRounds } from './recover-crash';

/**
 * The one crash round loop of a studio instance: betting window, run, crash, short pause, again. The
 * server's clock alone decides what the multiplier is when a player cashes out. Every step runs from
 * the clock the loop is given, so tests drive whole rounds without waiting.
 */

/** `playerKey` set: a message for that player's sockets only; 'state': each socket asks for its own view. */
export type CrashEvent = { message: ServerMessage | { type: 'state' }; playerKey?: string };

interface LiveRound {
  round: CrashRound;
  phase: CrashPhase;
  previousHash: string;
  bets: Map<string, LiveBet>;
  /** Players with a bet placed or on its way: one bet per player and round. */
  reserved: Set<string>;
  /** Bets still talking to the wallet: the run starts once each is in or out. */
  inFlight: Set<Promise<unknown>>;
  /** Players whose every socket closed before the run: their bets are cashed out at 1.00× as it starts. */
  leftBeforeRun: Set<string>;
  startedAtMs: number | null;
  endedAtMs: number | null;
}

export function createCrashLoop(ctx: StudioContext, game: StudioGame, settings: CrashSettings) {
  const { clock } = settings;
  const listeners = new Set<(event: CrashEvent) => void>();
  const background = new Set<Promise<unknown>>();
  let chain: Awaited<ReturnType<typeof openChain>> | null = null;
  let current: LiveRound | null = null;
  let cancelTimer: (() => void) | null = null;
  let stepping: Promise<void> | null = null;
  let starting: Promise<void> | null = null;
  let isStopped = false;

  const emit = (event: CrashEvent) => listeners.forEach((listener) => listener(event));
  const nowDate = () => new Date(clock.now());
  /** Work that must finish before the studio closes (wallet calls, settlements), never awaited by a tick. */
  function track(work: Promise<unknown>) {
    const guarded = work.catch((error: unknown) =>
      ctx.log.error({ err: error }, 'crash background work failed'),
    );
    background.add(guarded);
    void guarded.finally(() => background.delete(guarded));
  }

  async function openRound() {
    if (!chain || chain.nextRoundNumber > chain.chain.length)
      chain = await openChain(ctx.db, settings, nowDate());
    const roundNumber = chain.nextRoundNumber;
    const hash = chain.reader.roundHash(roundNumber);
    const previousHash = sha256Text(hash);
    const now = nowDate();
    // The round's game hash as a seed: its committed hash is the previous round's, known to all.
    const [seed] = await ctx.db
      .insert(seeds)
      .values({
        playerKey: 'c:crash',
        serverSeed: hash,
        serverSeedHash: previousHash,
        clientSeed: chain.chain.salt,
        createdAt: now,
      })
      .returning();
    const [round] = await ctx.db
      .insert(crashRounds)
      .values({
        id: crypto.randomUUID(),
        chainId: chain.chain.id,
        roundNumber,
        seedId: seed!.id,
        hash,
        crashPoint: crashPoint(hash, chain.chain.salt),
        status: 'betting',
        bettingEndsAt: new Date(now.getTime() + settings.bettingMs),
        createdAt: now,
      })
      .returning();
    current = {
      round: round!,
      phase: 'betting',
      previousHash,
      bets: new Map(),
      reserved: new Set(),
      inFlight: new Set(),
      leftBeforeRun: new Set(),
      startedAtMs: null,
      endedAtMs: null,
    };
    emit({ message: { type: 'state' } });
  }

  async function startRun(live: LiveRound) {
    await Promise.allSettled([...live.inFlight]);
    // Read after the wait: a slow wallet delays the start, it does not eat into the run.
    const now = clock.now();
    live.phase = 'running';
    live.startedAtMs = now;
    await ctx.db
      .update(crashRounds)
      .set({ status: 'running', startedAt: new Date(now) })
      .where(eq(crashRounds.id, live.round.id));
    // Stake back, even when the round crashes at 1.00×: the better end for a player who could not watch.
    for (const playerKey of live.leftBeforeRun) {
      const bet = live.bets.get(playerKey);
      if (bet && bet.cashedOutAt === null) cashOutAt(live, bet, 100);
    }
    emit({ message: { type: 'state' } });
  }

  function cashOutAt(live: LiveRound, bet: LiveBet, hundredths: number) {
    bet.cashedOutAt = hundredths;
    bet.payout = crashPayout(bet.stake, hundredths);
    emit({
      playerKey: bet.playerKey,
      message: {
        type: 'cashed_out',
        roundId: live.round.id,
        multiplier: hundredths,
        payout: bet.payout.toString(),
        balance: null,
      },
    });
    emit({ message: { type: 'state' } });
    track(settle(live, bet));
  }

  async function settle(live: LiveRound, bet: LiveBet) {
    const settled = await settleCrashBet(ctx, bet, live.round);
    emit({
      playerKey: bet.playerKey,
      message: {
        type: 'settled',
        roundId: live.round.id,
        payout: settled.payout.toString(),
        balance: settled.status === 'settled' ? (settled.balanceAfter?.toString() ?? null) : null,
      },
    });
  }

  async function crash(live: LiveRound, now: number) {
    live.phase = 'crashed';
    live.endedAtMs = now;
    await ctx.db
      .update(crashRounds)
      .set({ status: 'crashed', endedAt: new Date(now) })
      .where(eq(crashRounds.id, live.round.id));
    await ctx.db
      .update(seeds)
      .set({ revealedAt: new Date(now) })
      .where(and(eq(seeds.id, live.round.seedId), isNull(seeds.revealedAt)));
    chain!.nextRoundNumber = live.round.roundNumber + 1;
    // Whoever is still in rode the crash: a zero win closes their round on the platform.
    for (const bet of live.bets.values()) if (bet.cashedOutAt === null) track(settle(live, bet));
    emit({
      message: {
        type: 'crash',
        roundId: live.round.id,
        roundNumber: live.round.roundNumber,
        crashPoint: live.round.crashPoint,
        hash: live.round.hash,
      },
    });
    emit({ message: { type: 'state' } });
  }

  /** Does whatever is due at the clock's time; called every tickMs. */
  async function tick() {
    const live = current;
    if (!live || isStopped) return;
    const now = clock.now();
    if (live.phase === 'betting' && now >= live.round.bettingEndsAt.getTime()) await startRun(live);
    if (live.phase === 'running') {
      const reached = multiplierAt(clock.now() - live.startedAtMs!, settings.growthPerMs);
      const crashAt = live.round.crashPoint;
      // Automatic cash-outs fire at their exact multiplier, even when a tick lands past it.
      for (const bet of live.bets.values())
        if (
          bet.cashedOutAt === null &&
          bet.autoCashOut !== null &&
          bet.autoCashOut <= Math.min(reached, crashAt)
        )
          cashOutAt(live, bet, bet.autoCashOut);
      if (reached >= crashAt) await crash(live, clock.now());
      else
        emit({
          message: {
            type: 'tick',
            roundId: live.round.id,
            elapsedMs: clock.now() - live.startedAtMs!,
            multiplier: reached,
          },
        });
    } else if (live.phase === 'crashed' && now >= live.endedAtMs! + settings.pauseMs) {
      await openRound();
    }
  }

  async function placeBet(resolved: ResolvedSession, body: unknown) {
    requireAuthenticated(resolved);
    const live = current;
    // A stopped loop (this instance no longer leads) keeps its last round in memory: it takes no bet.
    if (isStopped || !live || live.phase !== 'betting' || clock.now() >= live.round.bettingEndsAt.getTime())
      throw new StudioError('round_closed', 'bets are taken before the round starts');
    const checked = checkCrashBet(game, body);
    if (live.reserved.has(resolved.playerKey)) throw new StudioError('validation_error', 'one bet per round');
    live.reserved.add(resolved.playerKey);
    const work = (async () => {
      try {
        const placed = await placeCrashBet(ctx, live.round, resolved, checked);
        live.bets.set(resolved.playerKey, placed);
        emit({ message: { type: 'state' } });
        return placed;
      } catch (error) {
        live.reserved.delete(resolved.playerKey);
        throw error;
      }
    })();
    live.inFlight.add(work);
    void work.catch(() => undefined).finally(() => live.inFlight.delete(work));
    const placed = await work;
    return {
      roundId: live.round.id,
      stake: placed.stake,
      autoCashOut: checked.askedAutoCashOut,
      balance: placed.balance,
    };
  }

  /** Cash-out at the multiplier of the server's clock now; too late once the curve reached the crash. */
  function cashOut(playerKey: string) {
    const live = current;
    const bet = live?.bets.get(playerKey);
    if (!live || live.phase !== 'running') throw new StudioError('round_closed', 'the round is not running');
    if (!bet) throw new StudioError('bet_not_found');
    if (bet.cashedOutAt !== null) throw new StudioError('round_closed', 'already cashed out');
    const reached = multiplierAt(clock.now() - live.startedAtMs!, settings.growthPerMs);
    if (reached >= live.round.crashPoint) throw new StudioError('round_closed', 'the round has crashed');
    const hundredths = Math.min(reached, bet.autoCashOut ?? reached);
    cashOutAt(live, bet, hundredths);
    return { roundId: live.round.id, multiplier: hundredths, payout: bet.payout! };
  }

  /**
   * The player's last socket closed: a bet that is riding is cashed out at once at the server clock's
   * multiplier (what pressing the button would have paid), and one placed for a round that has not
   * started is cashed out at 1.00× when it starts. Either beats losing it to a crash nobody saw.
   */
  function connectionLost(playerKey: string) {
    const live = current;
    if (!live) return;
    if (live.phase === 'betting') {
      live.leftBeforeRun.add(playerKey);
      return;
    }
    const bet = live.bets.get(playerKey);
    if (live.phase !== 'running' || !bet || bet.cashedOutAt !== null) return;
    try {
      cashOut(playerKey);
    } catch (error) {
      // Crashed between the last tick and now: the round's own end settles the bet.
      if (!(error instanceof StudioError)) throw error;
    }
  }

  /** Back before the run: the bet rides again under the player's own hand. */
  function connectionBack(playerKey: string) {
    current?.leftBeforeRun.delete(playerKey);
  }

  /** The round as the feed shares it (crash-feed.ts): each bet with its player's key. */
  function sharedRound(): SharedCrashRound | null {
    const live = current;
    if (!live || !chain) return null;
    const elapsedMs = live.phase === 'betting' ? 0 : (live.endedAtMs ?? clock.now()) - live.startedAtMs!;
    const isCrashed = live.phase === 'crashed';
    return {
      roundId: live.round.id,
      roundNumber: live.round.roundNumber,
      phase: live.phase,
      previousHash: live.previousHash,
      terminatingHash: chain.chain.terminatingHash,
      salt: chain.chain.salt,
      bettingEndsAt: live.round.bettingEndsAt.toISOString(),
      startedAt: live.startedAtMs === null ? null : new Date(live.startedAtMs).toISOString(),
      elapsedMs,
      multiplier: isCrashed
        ? live.round.crashPoint
        : Math.min(multiplierAt(elapsedMs, settings.growthPerMs), live.round.crashPoint),
      growthPerMs: settings.growthPerMs,
      bets: [...live.bets.values()].map((bet) => ({
        name: bet.displayName,
        stake: bet.stake.toString(),
        cashedOutAt: bet.cashedOutAt,
        payout: bet.payout?.toString() ?? (isCrashed ? '0' : null),
        playerKey: bet.playerKey,
      })),
      crashPoint: isCrashed ? live.round.crashPoint : null,
      hash: isCrashed ? live.round.hash : null,
    };
  }

  function publicRound(playerKey?: string): PublicCrashRound | null {
    const shared = sharedRound();
    return shared && crashRoundFor(shared, playerKey);
  }

  return {
    /** Recovers what a stop left open, opens (or makes) the chain and the first round, starts the clock. */
    start() {
      // Started again after a stop (this instance leads again): a fresh start, recovery first.
      if (isStopped) {
        isStopped = false;
        starting = null;
        cancelTimer = null;
        current = null;
        chain = null;
      }
      starting ??= (async () => {
        for (const owed of await recoverCrashRounds(ctx)) track(settleNow(ctx, owed));
        if (isStopped) return;
        try {
          chain = await openChain(ctx.db, settings, nowDate(), () => isStopped);
        } catch (error) {
          if (error instanceof ChainAbortedError) return;
          throw error;
        }
        if (isStopped) return;
        await openRound();
        cancelTimer = clock.every(settings.tickMs, () => {
          stepping = tick().catch((error: unknown) => ctx.log.error({ err: error }, 'crash tick failed'));
          return stepping;
        });
      })();
      return starting;
    },
    /** Stops the clock, then waits for the start, the tick, bets in flight and settlements under way. */
    async stop() {
      isStopped = true;
      await starting?.catch(() => undefined);
      cancelTimer?.();
      await stepping;
      await Promise.allSettled([...(current?.inFlight ?? [])]);
      while (background.size > 0) await Promise.allSettled([...background]);
    },
    tick,
    placeBet,
    cashOut,
    connectionLost,
    connectionBack,
    publicRound,
    sharedRound,
    subscribe(listener: (event: CrashEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type CrashLoop = ReturnType<typeof createCrashLoop>;
