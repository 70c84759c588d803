import { randomUUID } from 'node:crypto';
import type { Database } from '../../apps/api/src/db/client';
import { ledgerAccounts, playerAccountKinds } from '../../apps/api/src/db/schema';
import { ensureHouseAccount } from '../../apps/api/src/modules/ledger/ensure-house-account';
import type { PlayerAccounts } from '../../apps/api/src/modules/ledger/ensure-player-accounts';
import { postEntry, type PostEntryInput } from '../../apps/api/src/modules/ledger/post-entry';
import { reconcile } from '../../apps/api/src/modules/ledger/reconcile';
import { percentile, type CaseFigures } from './stats';

const currency = 'EUR';
// Enough that no transfer is refused for funds: the figures measure the ledger, not refusals.
const startingCash = 1_000_000_000n;

/** Opens `count` players in bulk and funds them with one entry, so setup takes seconds, not minutes. */
async function openPlayers(db: Database, count: number): Promise<PlayerAccounts[]> {
  const ownerIds = Array.from({ length: count }, () => randomUUID());
  const rows = await db
    .insert(ledgerAccounts)
    .values(
      ownerIds.flatMap((ownerId) =>
        playerAccountKinds.map((kind) => ({ ownerKind: 'player' as const, ownerId, currency, kind })),
      ),
    )
    .returning({ id: ledgerAccounts.id, ownerId: ledgerAccounts.ownerId, kind: ledgerAccounts.kind });
  const byOwner = new Map<string, PlayerAccounts>();
  for (const row of rows) {
    const accounts = byOwner.get(row.ownerId!) ?? ({ currency } as PlayerAccounts);
    if (row.kind === 'player_cash') accounts.cash = row.id;
    if (row.kind === 'player_bonus') accounts.bonus = row.id;
    if (row.kind === 'player_withdrawal_hold') accounts.withdrawalHold = row.id;
    byOwner.set(row.ownerId!, accounts);
  }
  const players = [...byOwner.values()];
  const house = await ensureHouseAccount(db, 'house_cash', currency);
  await postEntry(db, {
    idempotencyKey: `bench-fund:${randomUUID()}`,
    kind: 'adjustment',
    postings: [
      { accountId: house, amount: -startingCash * BigInt(count), currency },
      ...players.map((player) => ({ accountId: player.cash, amount: startingCash, currency })),
    ],
  });
  return players;
}

function wager(player: PlayerAccounts, wagers: string, amount: bigint): PostEntryInput {
  const id = randomUUID();
  return {
    idempotencyKey: `bench-bet:${id}`,
    kind: 'wager',
    postings: [
      { accountId: player.cash, amount: -amount, currency },
      { accountId: wagers, amount, currency },
    ],
    metadata: { round: id },
    outbox: [{ topic: 'wager placed', payload: { amount: amount.toString(), currency } }],
  };
}

function transfer(from: PlayerAccounts, to: PlayerAccounts, amount: bigint): PostEntryInput {
  return {
    idempotencyKey: `bench-transfer:${randomUUID()}`,
    kind: 'transfer',
    postings: [
      { accountId: from.cash, amount: -amount, currency },
      { accountId: to.cash, amount, currency },
    ],
    outbox: [{ topic: 'transfer made', payload: { amount: amount.toString(), currency } }],
  };
}

export interface Workload {
  name: string;
  players: number;
  /** The entry one worker posts next; `i` counts this worker's transfers. */
  next(players: PlayerAccounts[], wagers: string, i: number): PostEntryInput;
}

export const workloads: Workload[] = [
  {
    // Every transfer takes the same two row locks: the worst case, one player betting from many tabs.
    name: 'single player -> house',
    players: 1,
    next: (players, wagers) => wager(players[0]!, wagers, 1n),
  },
  {
    // The realistic mix: many players betting, all against one house wagers account per currency.
    name: 'many players -> house',
    players: 1000,
    next: (players, wagers) => wager(players[Math.floor(Math.random() * players.length)]!, wagers, 1n),
  },
  {
    // No shared row at all: what the ledger does when nothing contends.
    name: 'many players <-> players',
    players: 1000,
    next: (players) => {
      const from = Math.floor(Math.random() * players.length);
      const to = (from + 1 + Math.floor(Math.random() * (players.length - 1))) % players.length;
      return transfer(players[from]!, players[to]!, 1n);
    },
  },
];

/** Runs `concurrency` workers posting back to back for `seconds`, then proves the books still balance. */
export async function runCase(
  db: Database,
  driver: string,
  workload: Workload,
  options: { seconds: number; concurrency: number },
): Promise<CaseFigures> {
  const players = await openPlayers(db, workload.players);
  const wagers = await ensureHouseAccount(db, 'house_game_wagers', currency);
  const latencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async () => {
    for (let i = 0; performance.now() < deadline; i += 1) {
      const begun = performance.now();
      try {
        await postEntry(db, workload.next(players, wagers, i));
        latencies.push(performance.now() - begun);
      } catch {
        refused += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const books = await reconcile(db);
  return {
    name: workload.name,
    driver,
    concurrency: options.concurrency,
    transfers: latencies.length,
    refused,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    clean: books.isClean,
  };
}
