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
  | { type: 'state'; state: ReturnType<typeof tableState> }
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

/** Commits a server seed (its hash public) and opens a round on it that takes bets for `bettingMs`. */
async function openTableRound(
  ctx: StudioContext,
  table: TableGame,
  timing: TableTiming,
): Promise<OpenTableRound> {
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
  return {
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
}

const roundsLeftInBetting = (ctx: StudioContext, table: TableGame) =>
  ctx.db
    .select({ round: tableRounds, seed: seeds })
    .from(tableRounds)
    .innerJoin(seeds, eq(seeds.id, tableRounds.seedId))
    .where(and(eq(tableRounds.table, table.slug), eq(tableRounds.status, 'betting')));

/** A seed made just before a crash, with no round on it yet, would block the next one: reveal it. */
async function revealUnusedSeed(ctx: StudioContext, table: TableGame) {
  await ctx.db
    .update(seeds)
    .set({ revealedAt: ctx.now() })
    .where(and(eq(seeds.playerKey, `t:${table.slug}`), isNull(seeds.revealedAt)));
}

/** What every player at the table sees: the phase, the committed seed's hash, the clocks and the totals. */
function tableState(ctx: StudioContext, table: TableGame, phase: TablePhase, current: OpenTableRound | null) {
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

const dealEvent = (table: TableGame, open: OpenTableRound): TableEvent => ({
  type: 'deal',
  roundId: open.round.id,
  deal: table.decisions!.dealView(open.outcome!),
  decidesUntil: open.decidesUntil!.toISOString(),
});

/** Draws a round from its committed seed, settles its bets, and tells the table the result and each bet. */
async function settleTableRound(
  ctx: StudioContext,
  table: TableGame,
  round: TableRound,
  seed: Seed,
  emit: (event: TableEvent) => void,
) {
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

/** A placement on its way to the wallet: the draw waits for it. */
function trackPlacement(open: OpenTableRound, placement: Promise<unknown>) {
  open.inFlight.add(placement);
  void placement.finally(() => open.inFlight.delete(placement)).catch(() => undefined);
}

/** Adds an accepted placement's amounts to the round's totals and returns the event that shows them. */
function addBets(
  open: OpenTableRound,
  playerKey: string,
  bets: { spot: string; amount: string }[],
): TableEvent {
  for (const bet of bets) open.totals.set(bet.spot, (open.totals.get(bet.spot) ?? 0n) + BigInt(bet.amount));
  open.players.add(playerKey);
  return {
    type: 'bets',
    roundId: open.round.id,
    totals: totalsText(open.totals),
    players: open.players.size,
  };
}

/**
 * Runs a loop's steps one after another, each from a timer: a step scheduled while another runs waits
 * for it. `onFailure` is told a step's error (and may schedule the next one) unless the loop stopped.
 */
function createStepper(timers: TableTimers, onFailure: (error: unknown) => void) {
  let timer: unknown = null;
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;

  function schedule(step: () => Promise<void>, ms: number) {
    timer = timers.set(() => {
      timer = null;
      if (isStopped) return running;
      running = running.then(step).catch((error: unknown) => {
        if (!isStopped) onFailure(error);
      });
      return running;
    }, ms);
  }

  return {
    schedule,
    async start(first: () => Promise<void>) {
      isStopped = false;
      running = first();
      await running;
    },
    async stop() {
      isStopped = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
      await running.catch(() => undefined);
    },
  };
}

/** The open round when the table is in `wanted` and that window has not ended; round_closed otherwise. */
function roundInPhase(
  phase: TablePhase,
  current: OpenTableRound | null,
  wanted: 'betting' | 'deciding',
): OpenTableRound {
  if (wanted === 'betting' && (phase !== 'betting' || !current || current.isClosed))
    throw new StudioError('round_closed', 'betting is closed for this round');
  if (wanted === 'deciding' && (phase !== 'deciding' || !current || current.isDecided))
    throw new StudioError('round_closed', 'the decisions of this round are over');
  return current!;
}

/** The draw is fixed by the committed seed; the players see their common cards and act on them. */
function dealFromSeed(ctx: StudioContext, table: TableGame, open: OpenTableRound, decisionMs: number) {
  open.outcome = replayTableRound(table, open.seed);
  open.decidesUntil = new Date(ctx.now().getTime() + decisionMs);
}

/** Listeners of a loop's events: `subscribe` returns the function that ends the subscription. */
function createListeners<Event>() {
  const listeners = new Set<(event: Event) => void>();
  return {
    emit(event: Event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener: (event: Event) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createTableLoop(
  ctx: StudioContext,
  table: TableGame,
  options: { timers?: TableTimers; timing?: TableTiming } = {},
) {
  const timers = options.timers ?? realTimers;
  const timing = options.timing ?? defaultTiming;
  let phase: TablePhase = 'idle';
  let current: OpenTableRound | null = null;
  const { emit, subscribe } = createListeners<TableEvent>();
  // A failing step is logged and the loop tries again later from where it stood.
  const steps = createStepper(timers, (error) => {
    ctx.log.error({ err: error, table: table.slug }, 'table step failed');
    phase = 'pause';
    schedule(!current ? openRound : current.outcome ? endDecisions : closeRound, timing.pauseMs);
  });
  const schedule = steps.schedule;

  async function openRound() {
    current = await openTableRound(ctx, table, timing);
    phase = 'betting';
    emit({ type: 'state', state: publicState() });
    schedule(closeRound, timing.bettingMs);
  }

  /** The window ends: placements (or doubles) still at the wallet are kept or undone by their own call first. */
  async function stopTaking(open: OpenTableRound) {
    phase = 'drawing';
    emit({ type: 'state', state: publicState() });
    await Promise.allSettled([...open.inFlight]);
  }

  async function closeRound() {
    const open = current!;
    open.isClosed = true;
    await stopTaking(open);
    if (table.decisions && open.hands.size > 0) {
      const decisionMs = timing.decisionMs ?? defaultTiming.decisionMs!;
      dealFromSeed(ctx, table, open, decisionMs);
      phase = 'deciding';
      emit({ type: 'state', state: publicState() });
      emit(dealEvent(table, open));
      schedule(endDecisions, decisionMs);
      return;
    }
    await finish(open);
  }

  async function endDecisions() {
    const open = current!;
    open.isDecided = true;
    await stopTaking(open);
    await finish(open);
  }

  async function finish(open: OpenTableRound) {
    await settle(open.round, open.seed);
    current = null;
    phase = 'pause';
    emit({ type: 'state', state: publicState() });
    schedule(openRound, timing.pauseMs);
  }

  const settle = (round: TableRound, seed: Seed) => settleTableRound(ctx, table, round, seed, emit);

  /** A round left in betting by a stop or a crash is drawn from its committed seed before a new one opens. */
  async function drawLeftOver() {
    for (const { round, seed } of await roundsLeftInBetting(ctx, table)) await settle(round, seed);
    await revealUnusedSeed(ctx, table);
  }

  const publicState = () => tableState(ctx, table, phase, current);

  return {
    table,
    publicState,
    subscribe,
    async start() {
      await steps.start(() => drawLeftOver().then(openRound));
    },
    async stop() {
      await steps.stop();
      if (current) await Promise.allSettled([...current.inFlight]);
    },
    /** The round whose hands take moves right now; round_closed once its decision window has ended. */
    roundTakingMoves: () => roundInPhase(phase, current, 'deciding'),
    /** The round taking bets right now; round_closed once its window has ended. */
    roundTakingBets: () => roundInPhase(phase, current, 'betting'),
    track: trackPlacement,
    /** An accepted placement: its amounts join the table's live totals. */
    addBets: (open: OpenTableRound, playerKey: string, bets: { spot: string; amount: string }[]) =>
      emit(addBets(open, playerKey, bets)),
  };
}
