import { minorAmountSchema } from '@casino/contract';
import { z } from 'zod';
import type { StudioGame } from '../games/studio-game';
import { blackjackDecisions, blackjackSpot } from './blackjack-table';
import type { TableDecisions } from './table-decisions';
import { baccaratMaxReturn, baccaratReturn, isBaccaratSpot, type BaccaratOutcome } from './baccarat-math';
import { numberOfSpot, wheelMaxReturn, wheelReturn, type WheelOutcome } from './money-wheel-math';
import { coveredNumbers, rouletteMaxReturn, rouletteReturn } from './roulette-math';
import { baccaratDraw, blackjackDraw, moneyWheelDraw, rouletteDraw } from './table-draws';

/**
 * The shared RNG tables: one round for everybody at the table, drawn by the provably-fair engine from
 * the round's own server seed (committed by its hash before betting opens). A table game says which
 * bet spots exist, how a round is drawn and what a bet returns; the table loop does the rest.
 */
export interface TableGame {
  slug: string;
  /** How many fair uint32s one round's draw reads (client seed = the round id, nonce 0). */
  numbersPerRound: number;
  isSpot(spot: string): boolean;
  draw(uint32s: number[]): object;
  /** What a bet returns, stake included (0 when it loses). */
  returnOf(spot: string, amount: bigint, outcome: object): bigint;
  maxReturnOf(spot: string, amount: bigint): bigint;
  /** The most any bet returns as a multiple of its amount, rounded up: the table's maximum win. */
  maxWinMultiplier: number;
  /** Tables where each player acts on their own hand after betting closes (blackjack). */
  decisions?: TableDecisions;
  /** The catalogue entry; its params are one placement's bets. */
  entry: StudioGame;
}

export type { TableDecisions } from './table-decisions';

export const tableBetSchema = z.object({ spot: z.string().min(1).max(16), amount: minorAmountSchema });
export type TableBet = { spot: string; amount: string };

function placementSchema(isSpot: (spot: string) => boolean) {
  return z.object({
    bets: z
      .array(tableBetSchema)
      .min(1)
      .max(40)
      .refine((bets) => bets.every((bet) => isSpot(bet.spot)), 'a bet spot this table does not have'),
  });
}

const common = {
  platforms: ['PC', 'mobile'] as ('PC' | 'mobile')[],
  isNew: true,
  isJackpot: false,
  hasFunMode: true,
  releaseDate: '2026-11-23',
};

const sharedTable =
  'A real-time shared table drawn by the provably-fair engine, not a video stream: every round has its own server seed, committed by its SHA-256 before betting opens and revealed after the draw.';

type TableRules = Omit<TableGame, 'slug' | 'entry'>;
type TableMeta = Omit<StudioGame['meta'], keyof typeof common | 'externalId' | 'slug'>;

const tableLimits = { minBet: 10n, maxBet: 100_000n, maxWin: 10_000_000n };

/** A table game and its catalogue entry, whose params are one placement's bets. */
function defineTable(slug: string, rules: TableRules, meta: TableMeta): TableGame {
  const params = placementSchema(rules.isSpot);
  const entry: StudioGame = {
    meta: { ...common, ...meta, externalId: slug, slug },
    limits: tableLimits,
    maxWinMultiplier: rules.maxWinMultiplier,
    params,
    numbersPerRound: rules.numbersPerRound,
    maxPayout: (_stake, placement) =>
      (placement as z.infer<typeof params>).bets.reduce(
        (sum, bet) => sum + rules.maxReturnOf(bet.spot, BigInt(bet.amount)),
        0n,
      ),
    // The round belongs to the whole table: bets go to the table, never to the single-shot /api/play.
    sharedRounds: 'this game is a shared table: place bets on its table',
    play: () => {
      throw new Error(`${slug} is a shared table: its rounds are drawn by the table`);
    },
  };
  return { slug, ...rules, entry };
}

export const rouletteTable = defineTable(
  'nova-roulette',
  {
    ...rouletteDraw,
    isSpot: (spot) => coveredNumbers(spot) !== null,
    returnOf: (spot, amount, outcome) => rouletteReturn(spot, amount, (outcome as { pocket: number }).pocket),
    maxReturnOf: rouletteMaxReturn,
    maxWinMultiplier: 36,
  },
  {
    title: 'Nova Roulette (RNG table)',
    description: `European roulette, one zero. ${sharedTable}`,
    details:
      'Straights 35:1, splits 17:1, streets 11:1, corners 8:1, lines 5:1, dozens and columns 2:1, even chances 1:1. RTP 97.30 % on every bet.',
    category: 'live-casino',
    tags: ['roulette'],
    rtp: '97.30',
    volatility: 'medium',
    popularity: 75,
  },
);

export const moneyWheelTable = defineTable(
  'nova-money-wheel',
  {
    ...moneyWheelDraw,
    isSpot: (spot) => numberOfSpot(spot) !== null,
    returnOf: (spot, amount, outcome) => wheelReturn(spot, amount, outcome as WheelOutcome),
    maxReturnOf: wheelMaxReturn,
    // 40 to one times 7 x 7, stake included.
    maxWinMultiplier: 1961,
  },
  {
    title: 'Nova Money Wheel (RNG game show)',
    description: `A 54-segment money wheel with 2x and 7x multipliers. ${sharedTable}`,
    details:
      'Numbers 1, 2, 5, 10, 20, 40 pay their number to one; a multiplier spins again and multiplies the next win (at most 49x). RTP by number: 1: 95.15 %, 2: 95.26 %, 5: 90.95 %, 10: 96.25 %, 20: 92.40 %, 40: 90.48 %.',
    category: 'game-shows',
    tags: [],
    rtp: '96.25',
    volatility: 'high',
    popularity: 72,
  },
);

export const baccaratTable = defineTable(
  'nova-baccarat',
  {
    ...baccaratDraw,
    isSpot: isBaccaratSpot,
    returnOf: (spot, amount, outcome) => baccaratReturn(spot, amount, outcome as BaccaratOutcome),
    maxReturnOf: baccaratMaxReturn,
    maxWinMultiplier: 9,
  },
  {
    title: 'Nova Baccarat (RNG table)',
    description: `Punto banco from a fresh eight-deck shoe each hand. ${sharedTable}`,
    details:
      'Player 1:1, banker 0.95:1 (5 % commission), tie 8:1; player and banker bets are returned on a tie. House edge: banker 1.06 %, player 1.24 %, tie 14.36 %.',
    category: 'live-casino',
    tags: ['baccarat'],
    rtp: '98.94',
    volatility: 'low',
    popularity: 70,
  },
);

export const blackjackTable = defineTable(
  'nova-blackjack',
  {
    ...blackjackDraw,
    isSpot: (spot) => spot === blackjackSpot,
    // Without moves the hand stands on its first two cards, as it does when its player never acts.
    returnOf: (_spot, amount, outcome) => blackjackDecisions.returnOf(amount, outcome, []),
    // A blackjack pays 3:2; a doubled hand is two bets of at most 2x each.
    maxReturnOf: (_spot, amount) => (amount * 5n) / 2n,
    // 2.5x, rounded up: a double is a wallet round of its own, returning at most 2x.
    maxWinMultiplier: 3,
    decisions: blackjackDecisions,
  },
  {
    title: 'Nova Blackjack (RNG table)',
    description: `Shared-dealer blackjack: everybody gets the same first cards and plays their own hand. ${sharedTable}`,
    details:
      'Blackjack pays 3:2, dealer stands on soft 17, double on the first two cards, no split, no hole card (a dealer blackjack takes doubles too), infinite shoe. A hand not played before its decision window ends stands. RTP 98.83 % of the initial bet with the best play.',
    category: 'live-casino',
    tags: ['blackjack'],
    rtp: '98.83',
    volatility: 'low',
    popularity: 71,
  },
);

export const tableGames: TableGame[] = [rouletteTable, moneyWheelTable, baccaratTable, blackjackTable];

/**
 * What one bet row returns, stake included: a placement's spots, or on a table with decisions the
 * hand after its moves (kept on the row once settled; a double's row carries its hand's moves too).
 * Pure, so the browser's verifier recomputes a played round the same way.
 */
export function tableBetReturn(
  table: TableGame,
  stake: bigint,
  params: object,
  moves: string[] | null,
  outcome: object,
) {
  if (table.decisions) return table.decisions.returnOf(stake, outcome, moves ?? []);
  return (params as { bets: TableBet[] }).bets.reduce(
    (sum, bet) => sum + table.returnOf(bet.spot, BigInt(bet.amount), outcome),
    0n,
  );
}

/** The catalogue entries, spread into the studio's registry. */
export const tableStudioGames: StudioGame[] = tableGames.map((table) => table.entry);

export function findTable(slug: string): TableGame | undefined {
  return tableGames.find((table) => table.slug === slug);
}
