import { describe, expect, it } from 'vitest';
import { fairUint32s, type SeedTriple } from '../engine/fair-random';
import { productionSource, type DrawSource } from './fairness-game';
import { checkGame, fairnessGames, mergeTallies, tallyRounds, judge } from './fairness-runner';

/**
 * The statistics run of the bench (npm run bench:fairness, 10^8 rounds a game), small: 5,000 rounds of
 * every game on a fixed seed pair, so CI replays the same rounds each time. Then the same runner on
 * faulty generators, to show that it can fail.
 */
const rounds = 5_000;
const range = { serverSeed: 'ci-fairness', clientSeed: 'ci', from: 0, to: rounds };
const games = fairnessGames();
const gameNamed = (slug: string) => games.find((game) => game.slug === slug)!;

describe('outcome statistics on the production draw', () => {
  it('covers every game the issue names, each with exact distributions', () => {
    const slugs = games.map((game) => game.slug);
    for (const slug of ['dice', 'limbo', 'plinko', 'keno', 'mines', 'hilo', 'crash', 'nova-roulette'])
      expect(slugs).toContain(slug);
    for (const slug of [
      'nova-money-wheel',
      'nova-baccarat',
      'nova-blackjack',
      'neon-fruits',
      'gold-rush-megaways',
    ])
      expect(slugs).toContain(slug);
    for (const game of games)
      for (const group of game.groups)
        expect(group.probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 10);
  });

  it.each(games)('$slug passes at 99 per cent', (game) => {
    const report = checkGame(game, range);
    expect(report.rounds).toBe(rounds);
    expect(report.chiSquare.df).toBeGreaterThan(0);
    expect(report.failed).toEqual([]);
  });

  it('gives the same tally split over threads as in one piece', () => {
    const game = gameNamed('nova-roulette');
    const whole = tallyRounds(game, { ...range, to: 2_000 });
    const parts = [0, 700, 1_300, 2_000]
      .slice(1)
      .map((to, i, ends) => tallyRounds(game, { ...range, from: i === 0 ? 0 : ends[i - 1]!, to }));
    const merged = mergeTallies(game, parts);
    expect(merged.counts).toEqual(whole.counts);
    expect(merged.sequence.runs).toBe(whole.sequence.runs);
    expect(judge(game, merged).serial.r1).toBeCloseTo(judge(game, whole).serial.r1, 12);
  });
});

/** The HMAC numbers squeezed into the lower 97 % of their range: a generator that never draws high. */
const squeezed: DrawSource = {
  ...productionSource,
  uint32s: (seed, count) => fairUint32s(seed, count).map((u) => Math.floor(u * 0.97)),
  reader: (seed) => {
    const reader = productionSource.reader(seed);
    return { next: () => Math.floor(reader.next() * 0.97) };
  },
};

/** Uniform numbers, but every odd round replays the one before: a generator that repeats itself. */
const paired = (seed: SeedTriple): SeedTriple => ({ ...seed, nonce: seed.nonce - (seed.nonce % 2) });
const repeating: DrawSource = {
  uint32s: (seed, count) => fairUint32s(paired(seed), count),
  reader: (seed) => productionSource.reader(paired(seed)),
  crashPoint: productionSource.crashPoint,
};

describe('the runner on faulty generators (test doubles)', () => {
  it.each(['dice', 'nova-roulette', 'keno', 'neon-fruits'])(
    'fails %s drawn from a squeezed range, on its distribution',
    (slug) => {
      const report = checkGame(gameNamed(slug), range, squeezed);
      expect(report.passed).toBe(false);
      expect(report.failed).toContain('chi-square');
      expect(report.chiSquare.pValue).toBeLessThan(0.01);
    },
  );

  it.each(['dice', 'plinko', 'hilo', 'lucky-clover'])(
    'fails %s drawn from a repeating generator, on its order',
    (slug) => {
      const report = checkGame(gameNamed(slug), range, repeating);
      expect(report.passed).toBe(false);
      expect(report.failed).toContain('serial correlation');
      expect(report.serial.r1).toBeGreaterThan(0.3);
    },
  );
});
