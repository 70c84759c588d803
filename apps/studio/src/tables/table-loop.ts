import { and, eq, isNull } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { seeds, tableRounds, type Seed, type TableRound } from '../db/schema';
import { newServerSeed, sha256Hex } from '../engine/fair-random';
import { StudioError } from '../lib/studio-error';
import { drawTableRound, replayTableRound, type SettledBet } from './draw-table-round';
import type { TableGame } from '@casino/fair/tables/table-games';

/**
 * One shared table's round loop: betting window, draw, settle, short pause, again. Every step runs
 * from a timer the loop is given, so tests drive a whole round without waiting. The server seed is
 * made and its hash stored before betting opens; the draw reveals it.
 */

export interface TableTimers {
  /** The callback returns the step it started, so a test's timers can wait for it. */
  set(callback: () => Promise<void>, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: TableTimers = {
  set: (callback, ms) => setTimeout(() => void callback(), ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface TableTiming {
  bettingMs: number;
  pauseMs: number;
  /** How long players may act on their hands (tables with decisions only). */
  decisionMs?: number;
}

export const defaultTiming: TableTiming = { bettingMs: 15_000, pauseMs: 6_000, decisionMs: 12_000 };

export type TablePhase = 'idle' | 'betting' | 'deciding' | 'drawing' | 'pause';

/** A player's hand on a table with decisions: their bet and the moves made on it so far. */
export interface TableHand {
  betId: string;
  stake: bigint;
  moves: string[];
  /** A move on its way (a double talks to the wallet): the next waits for it. */
  isBusy: boolean;
}

/** The round that takes bets; `isClosed` turns true the moment its window ends. */
export interface OpenTableRound {
  round: TableRound;
  seed: Seed;
  isClosed: boolean;
  /** Placements still talking to the wallet: the draw waits for each to be kept or undone. */
  inFlight: Set<Promise<unknown>>;
  totals: Map<string, bigint>;
  players: Set<string>;
  /** Each player's stake in this round so far, placements on their way included (held by maxBet). */
  stakes: Map<string, bigint>;
  /** Tables with decisions: the draw, known to the server (not revealed) once betting closed. */
  outcome: object | null;
  decidesUntil: Date | null;
  /** Turns true when the decision window ends: a move (or a double's bet) after that is refused or undone. */
  isDecided: boolean;
  hands: Map<string, TableHand>;
}

export type TableEvent =
  | { type: 'state'; state: ReturnType<TableLoop['publicState']> }
  | { type: 'bets'; roundId: string; totals: Record<string, string>; players: number }
  | {
      type: 'result';
      roundId: string;
      outcome: object;
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      nonce: 0;
    }
  | { type: 'deal'; roundId: string; deal: object; decidesUntil: string }
  | { type: 'settled'; bet: SettledBet };

export type TableLoop = ReturnType<typeof createTableLoop>;

const totalsText = (totals: Map<string, bigint>) =>
  Object.fromEntries([...totals].map(([spot, amount]) => [spot, amount.toString()]));

export function createTableLoop(
  ctx: StudioContext,
  table: TableGame,
  options: { timers?: TableTimers; timing?: TableTiming } = {},
) {
  const timers = options.timers ?? realTimers;
  const timing = options.timing ?? defaultTiming;
  const listeners = new Set<(event: TableEvent) => void>();
  let phase: TablePhase = 'idle';
  let current: OpenTableRound | null = null;
  let timer: unknown = null;
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;

  const emit = (event: TableEvent) => {
    for (const listener of listeners) listener(event);
  };

  /** Runs one step after the previous one; a failing step is logged and the loop tries again later. */
  function schedule(step: () => Promise<void>, ms: number) {
    timer = timers.set(() => {
      timer = null;
      if (isStopped) return running;
      running = running.then(step).catch((error: unknown) => {
        ctx.log.error({ err: error, table: table.slug }, 'table step failed');
        phase = 'pause';
        if (!isStopped)
          schedule(!current ? openRound : current.outcome ? endDecisions : closeRound, timing.pauseMs);
      });
      return running;
    }, ms);
  }

  async function openRound() {
    const now = ctx.now();
    const id = crypto.randomUUID();
    const serverSeed = newServerSeed();
    // Player key 't:{table}': the partial unique index keeps one unrevealed seed per table.
    const [seed] = await ctx.db
      .insert(seeds)
      .values({
        playerKey: `t:${table.slug}`,
        serverSeed,
        serverSeedHash: sha256Hex(serverSeed),
        clientSeed: id,
        createdAt: now,
      })
      .returning();
    const [round] = await ctx.db
      .insert(tableRounds)
      .values({
        id,
        table: table.slug,
        seedId: seed!.id,
        status: 'betting',
        closesAt: new Date(now.getTime() + timing.bettingMs),
        createdAt: now,
      })
      .returning();
    current = {
      round: round!,
      seed: seed!,
      isClosed: false,
      inFlight: new Set(),
      totals: new Map(),
      players: new Set(),
      stakes: new Map(),
      outcome: null,
      decidesUntil: null,
      isDecided: false,
      hands: new Map(),
    };
    phase = 'betting';
    emit({ type: 'state', state: publicState() });
    schedule(closeRound, timing.bettingMs);
  }

  async function closeRound() {
    const open = current!;
    open.isClosed = true;
    phase = 'drawing';
    emit({ type: 'state', state: publicState() });
    // A bet whose wallet answer comes after the close is undone by its own placement; wait for those.
    await Promise.allSettled([...open.inFlight]);
    if (table.decisions && open.hands.size > 0) {
      // The draw is fixed by the committed seed; the players see their common cards and act on them.
      open.outcome = replayTableRound(table, open.seed);
      const decisionMs = timing.decisionMs ?? defaultTiming.decisionMs!;
      open.decidesUntil = new Date(ctx.now().getTime() + decisionMs);
      phase = 'deciding';
      emit({ type: 'state', state: publicState() });
      emit(dealEvent(open));
      schedule(endDecisions, decisionMs);
      return;
    }
    await finish(open);
  }

  async function endDecisions() {
    const open = current!;
    open.isDecided = true;
    phase = 'drawing';
    emit({ type: 'state', state: publicState() });
    // A double still at the wallet is kept or undone by its own move first.
    await Promise.allSettled([...open.inFlight]);
    await finish(open);
  }

  const dealEvent = (open: OpenTableRound): TableEvent => ({
    type: 'deal',
    roundId: open.round.id,
    deal: table.decisions!.dealView(open.outcome!),
    decidesUntil: open.decidesUntil!.toISOString(),
  });

  async function finish(open: OpenTableRound) {
    await settle(open.round, open.seed);
    current = null;
    phase = 'pause';
    emit({ type: 'state', state: publicState() });
    schedule(openRound, timing.pauseMs);
  }

  async function settle(round: TableRound, seed: Seed) {
    const { outcome, settled } = await drawTableRound(ctx, table, round, seed);
    emit({
      type: 'result',
      roundId: round.id,
      outcome,
      serverSeed: seed.serverSeed,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: 0,
    });
    for (const bet of settled) emit({ type: 'settled', bet });
  }

  /** A round left in betting by a stop or a crash is drawn from its committed seed before a new one opens. */
  async function drawLeftOver() {
    const left = await ctx.db
      .select({ round: tableRounds, seed: seeds })
      .from(tableRounds)
      .innerJoin(seeds, eq(seeds.id, tableRounds.seedId))
      .where(and(eq(tableRounds.table, table.slug), eq(tableRounds.status, 'betting')));
    for (const { round, seed } of left) await settle(round, seed);
    // A seed made just before a crash, with no round on it yet, would block the next one: reveal it.
    await ctx.db
      .update(seeds)
      .set({ revealedAt: ctx.now() })
      .where(and(eq(seeds.playerKey, `t:${table.slug}`), isNull(seeds.revealedAt)));
  }

  function publicState() {
    return {
      table: table.slug,
      phase,
      roundId: current?.round.id ?? null,
      serverSeedHash: current?.seed.serverSeedHash ?? null,
      closesAt: current && phase === 'betting' ? current.round.closesAt.toISOString() : null,
      // A player who joins mid-round sees the common cards and how long the decisions last.
      decidesUntil: current && phase === 'deciding' ? current.decidesUntil!.toISOString() : null,
      deal:
        current && phase === 'deciding'
          ? (table.decisions!.dealView(current.outcome!) as Record<string, unknown>)
          : null,
      serverTime: ctx.now().toISOString(),
      totals: current ? totalsText(current.totals) : {},
      players: current?.players.size ?? 0,
    };
  }

  return {
    table,
    publicState,
    subscribe(listener: (event: TableEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      isStopped = false;
      running = drawLeftOver().then(openRound);
      await running;
    },
    async stop() {
      isStopped = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
      await running.catch(() => undefined);
      if (current) await Promise.allSettled([...current.inFlight]);
    },
    /** The round whose hands take moves right now; round_closed once its decision window has ended. */
    roundTakingMoves(): OpenTableRound {
      if (phase !== 'deciding' || !current || current.isDecided)
        throw new StudioError('round_closed', 'the decisions of this round are over');
      return current;
    },
    /** The round taking bets right now; round_closed once its window has ended. */
    roundTakingBets(): OpenTableRound {
      if (phase !== 'betting' || !current || current.isClosed)
        throw new StudioError('round_closed', 'betting is closed for this round');
      return current;
    },
    track(open: OpenTableRound, placement: Promise<unknown>) {
      open.inFlight.add(placement);
      void placement.finally(() => open.inFlight.delete(placement)).catch(() => undefined);
    },
    /** An accepted placement: its amounts join the table's live totals. */
    addBets(open: OpenTableRound, playerKey: string, bets: { spot: string; amount: string }[]) {
      for (const bet of bets)
        open.totals.set(bet.spot, (open.totals.get(bet.spot) ?? 0n) + BigInt(bet.amount));
      open.players.add(playerKey);
      emit({
        type: 'bets',
        roundId: open.round.id,
        totals: totalsText(open.totals),
        players: open.players.size,
      });
    },
  };
}
