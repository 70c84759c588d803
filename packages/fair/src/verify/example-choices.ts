import { findGame, type StudioGame } from '../games/registry';
import { findTable, placedStake } from './replay-table';

/**
 * A valid set of choices per game, as the game page sends them (the registry's schema parses them into
 * what a round stores). The fairness page prefills its form with them and the tests replay every game
 * with them. A game whose schema accepts `{}` (the slots, hi-lo) needs no entry; a new game with
 * required choices fails the verifier's test until it has one here.
 */
const chosen: Record<string, { params: unknown; moves?: unknown[] }> = {
  dice: { params: { target: '50.50', direction: 'over' } },
  limbo: { params: { target: '2.00' } },
  mines: { params: { mines: 3 }, moves: [0, 6, 12] },
  keno: { params: { picks: [3, 7, 11, 19, 28], risk: 'medium' } },
  plinko: { params: { rows: 12, risk: 'medium' } },
  hilo: { params: {}, moves: ['higher', 'lower', 'skip', 'higher'] },
  'nova-roulette': {
    params: {
      bets: [
        { spot: 'red', amount: '100' },
        { spot: 'straight:17', amount: '10' },
      ],
    },
  },
  'nova-money-wheel': {
    params: {
      bets: [
        { spot: 'n1', amount: '100' },
        { spot: 'n10', amount: '10' },
      ],
    },
  },
  'nova-baccarat': {
    params: {
      bets: [
        { spot: 'banker', amount: '100' },
        { spot: 'tie', amount: '10' },
      ],
    },
  },
  'nova-blackjack': { params: { bets: [{ spot: 'hand', amount: '100' }] } },
};

export interface ExampleChoices {
  /** As a round stores them: the schema's output. */
  params: object;
  moves: unknown[];
  stake: bigint;
}

/** Null when the game needs choices this file does not know yet. */
export function exampleChoices(game: StudioGame): ExampleChoices | null {
  const example = chosen[game.meta.slug];
  const parsed = game.params.safeParse(example?.params ?? {});
  if (!parsed.success) return null;
  return {
    params: parsed.data,
    moves: game.steps ? (example?.moves ?? []) : [],
    stake: findTable(game.meta.slug) ? placedStake(parsed.data) : game.limits.minBet,
  };
}

/** The example of a game by slug, for a page that only knows the slug; null for an unknown game. */
export function exampleChoicesFor(slug: string): ExampleChoices | null {
  const game = findGame(slug);
  return game ? exampleChoices(game) : null;
}
