import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { StudioContext } from '../context';
import { rounds, seeds, type Round, type Seed } from '../db/schema';
import { fairUint32s } from '../engine/fair-random';
import { findGame, type StudioGame } from '@casino/fair/games/registry';
import { StudioError } from '../lib/studio-error';
import type { ResolvedSession } from '../sessions/resolve-session';
import { roundView } from './round-view';
import type { StepRules } from '@casino/fair/rounds/step-round-rules';

/** Reading multi-step rounds: the player's own only, with the seed they were drawn from. */

export function stepGameOf(resolved: ResolvedSession): StudioGame & { steps: StepRules } {
  const game = findGame(resolved.session.game)!;
  if (!game.steps)
    throw new StudioError('validation_error', 'this game is played in one shot: POST /api/play');
  return game as StudioGame & { steps: StepRules };
}

/** Every number the round can read, drawn once from its seeds: the whole round is fixed at bet time. */
export function roundNumbers(game: StudioGame, seed: Seed, round: Round) {
  return fairUint32s(
    { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: round.nonce },
    game.numbersPerRound,
  );
}

export function replayRound(game: StudioGame & { steps: StepRules }, seed: Seed, round: Round) {
  return game.steps.replay(
    roundNumbers(game, seed, round),
    round.params as object,
    round.stake,
    movesOf(round),
  );
}

export const movesOf = (round: Round) => (round.moves ?? []) as unknown[];

/** The round as the page sees it: never the server seed of a seed still in use. */
export function stepRoundView(round: Round, seed: Seed, canCashOut: boolean) {
  return {
    ...roundView(round, {
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      serverSeed: seed.revealedAt ? seed.serverSeed : null,
    }),
    moves: movesOf(round),
    isOpen: round.status === 'open',
    canCashOut: round.status === 'open' && canCashOut,
  };
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** One of the player's multi-step rounds of this game; another player's round is as unknown as none. */
export async function findStepRound(ctx: StudioContext, resolved: ResolvedSession, roundId: string) {
  if (!isUuid(roundId)) throw new StudioError('not_found', 'no such round');
  const [found] = await ctx.db
    .select({ round: rounds, seed: seeds })
    .from(rounds)
    .innerJoin(seeds, eq(seeds.id, rounds.seedId))
    .where(
      and(
        eq(rounds.id, roundId),
        eq(rounds.playerKey, resolved.playerKey),
        eq(rounds.game, resolved.session.game),
        isNotNull(rounds.moves),
      ),
    );
  if (!found) throw new StudioError('not_found', 'no such round');
  return found;
}

/** The player's round of this game still in play (or on its way: its bet not answered yet), if any. */
export async function findOpenRound(ctx: StudioContext, playerKey: string, game: string) {
  const [found] = await ctx.db
    .select({ round: rounds, seed: seeds })
    .from(rounds)
    .innerJoin(seeds, eq(seeds.id, rounds.seedId))
    .where(
      and(
        eq(rounds.playerKey, playerKey),
        eq(rounds.game, game),
        isNotNull(rounds.moves),
        inArray(rounds.status, ['betting', 'open']),
      ),
    );
  return found ?? null;
}
