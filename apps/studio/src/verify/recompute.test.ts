import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { fairUint32s, sha256Hex as serverSha256Hex, type SeedTriple } from '../engine/fair-random';
import { findGame, studioGames, type StudioGame } from '@casino/fair/games/registry';
import { dealBlackjack, isBlackjack, playHand, returnHalves } from '@casino/fair/tables/blackjack-math';
import { findTable } from '@casino/fair/tables/table-games';
import { placementReturn, replayTableRound } from '../tables/draw-table-round';
import { exampleChoices, type ExampleChoices } from '@casino/fair/verify/example-choices';
import { checkServerSeed, recompute, sha256Hex, verifiableGames } from '@casino/fair/verify';

/**
 * The browser's verifier against the server's engine: for every seeded game in the registry (so the
 * games added later are covered without touching this file), rounds drawn with node:crypto are
 * recomputed identically with WebCrypto. Crash, drawn from a hash chain, has its own check (crash.ts).
 */

const serverSeed = 'b5f1c7e0a9d34c2e8f6a1b0d9c8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e';
const clientSeed = 'lucky-client-seed';

type Placement = { bets: { spot: string; amount: string }[] };

const seededGames = studioGames.filter((game) => game.fairness !== 'hash-chain');

/** What the server stores for a round: single shot via play, multi-step via the moves it accepted. */
function serverRound(game: StudioGame, seed: SeedTriple, example: ExampleChoices) {
  const uint32s = fairUint32s(seed, game.numbersPerRound);
  const table = findTable(game.meta.slug);
  if (table) {
    const outcome = replayTableRound(table, seed);
    return {
      outcome,
      payout: placementReturn(table, (example.params as Placement).bets, outcome),
      moves: [],
    };
  }
  if (!game.steps) return { ...game.play(uint32s, example.params, example.stake), moves: [] as unknown[] };
  const moves: unknown[] = [];
  let state = game.steps.replay(uint32s, example.params, example.stake, moves);
  for (const move of example.moves) {
    if (state.status !== 'open') break;
    // A refused move never reaches the round: the player is asked for another one.
    if (game.steps.refuseMove(uint32s, example.params, moves, move)) continue;
    moves.push(move);
    state = game.steps.replay(uint32s, example.params, example.stake, moves);
  }
  const payout = state.payout > game.limits.maxWin ? game.limits.maxWin : state.payout;
  return { outcome: state.revealed, payout, moves };
}

describe('the browser verifier', () => {
  it('knows every seeded game of the registry and has a valid example bet for each', () => {
    expect(verifiableGames().map((game) => game.slug)).toEqual(seededGames.map((game) => game.meta.slug));
    expect(studioGames.filter((game) => !seededGames.includes(game)).map((game) => game.meta.slug)).toEqual([
      'crash',
    ]);
    for (const game of seededGames) {
      const example = exampleChoices(game);
      expect(example, `${game.meta.slug} needs an entry in verify/example-choices.ts`).not.toBeNull();
      expect(game.checkStake?.(example!.stake, example!.params) ?? null, game.meta.slug).toBeNull();
    }
  });

  it('sends a crash round to its own check instead of reading it as seeds', async () => {
    expect(await recompute('crash', { serverSeed, clientSeed: 'salt', nonce: 0 }, {}, 100n)).toMatchObject({
      resultCode: 'validation_error',
      field: 'game',
    });
  });

  for (const game of seededGames) {
    it(`recomputes ${game.meta.slug} rounds exactly as the server drew them`, async () => {
      const example = exampleChoices(game)!;
      const outcomes = new Set<string>();
      for (let nonce = 0; nonce < 25; nonce += 1) {
        // A shared table's rounds differ by their id (the client seed); their nonce is always 0.
        const seed = findTable(game.meta.slug)
          ? { serverSeed, clientSeed: `table-round-${nonce}`, nonce: 0 }
          : { serverSeed, clientSeed, nonce };
        const expected = serverRound(game, seed, example);
        const again = await recompute(game.meta.slug, seed, example.params, example.stake, expected.moves);
        expect(again.resultCode, `${game.meta.slug} nonce ${nonce}`).toBe('ok');
        if (again.resultCode !== 'ok') continue;
        expect(again.uint32s).toEqual(fairUint32s(seed, game.numbersPerRound));
        expect(again.outcome).toEqual(expected.outcome);
        expect(again.payout).toBe(expected.payout);
        outcomes.add(JSON.stringify(again.outcome));
      }
      // Different nonces gave different rounds: the check is not passing on one constant outcome.
      expect(outcomes.size, game.meta.slug).toBeGreaterThan(1);
    });
  }

  it('replays a round from its stored choices, not from the text the page sent', async () => {
    const seed = { serverSeed, clientSeed, nonce: 7 };
    const dice = findGame('dice')!;
    const stored = dice.params.parse({ target: '50.50', direction: 'over' });
    expect(stored).toEqual({ target: 5050, direction: 'over' });
    const again = await recompute('dice', seed, stored, 1000n);
    expect(again).toMatchObject({ resultCode: 'ok', ...dice.play(fairUint32s(seed, 1), stored, 1000n) });
    // The unparsed text is not what the round stored: refused rather than read as another bet.
    expect(await recompute('dice', seed, { target: '50.50', direction: 'over' }, 1000n)).toMatchObject({
      resultCode: 'validation_error',
      field: 'params',
    });
    expect(await recompute('dice', seed, { target: 5050 }, 1000n)).toMatchObject({ field: 'params' });
    expect(await recompute('dice', seed, { target: 9999, direction: 'over' }, 1000n)).toMatchObject({
      field: 'stake',
    });
  });

  it('checks stored choices with the schema of a game whose parsing keeps them', async () => {
    const seed = { serverSeed, clientSeed, nonce: 1 };
    expect(await recompute('plinko', seed, { rows: 12, risk: 'medium' }, 100n)).toMatchObject({
      resultCode: 'ok',
    });
    expect(await recompute('plinko', seed, { rows: 99, risk: 'medium' }, 100n)).toMatchObject({
      resultCode: 'validation_error',
      field: 'params',
    });
  });

  it('refuses moves the server would not have taken', async () => {
    const mines = findGame('mines')!;
    const seed = { serverSeed, clientSeed, nonce: 3 };
    const params = { mines: 24 };
    const uint32s = fairUint32s(seed, mines.numbersPerRound);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).find(
      (tile) => mines.steps!.replay(uint32s, params, 100n, [tile]).status !== 'lost',
    )!;
    const mine = Array.from({ length: 25 }, (_, tile) => tile).find((tile) => tile !== safe)!;
    expect(await recompute('mines', seed, params, 100n, [safe, safe])).toMatchObject({ field: 'moves' });
    expect(await recompute('mines', seed, params, 100n, [mine, safe])).toMatchObject({
      field: 'moves',
      message: 'move 2 comes after the round ended',
    });
    expect(await recompute('mines', seed, params, 100n, [mine])).toMatchObject({
      resultCode: 'ok',
      payout: 0n,
      stepStatus: 'lost',
    });
    expect(await recompute('mines', seed, params, 100n, 'nope')).toMatchObject({ field: 'moves' });
  });

  it('replays a blackjack hand from its moves, as the table settled it, and refuses moves it never took', async () => {
    const table = findTable('nova-blackjack')!;
    const stake = 1000n;
    const params = { bets: [{ spot: 'hand', amount: '1000' }] };
    const returnOf = (outcome: ReturnType<typeof dealBlackjack>, moves: ('hit' | 'stand' | 'double')[]) =>
      (stake * BigInt(returnHalves(outcome, playHand(outcome, moves)!))) / 2n;
    // The first round (by id) where hitting then standing returns something else than standing at once.
    const found = Array.from({ length: 200 }, (_, n) => ({
      serverSeed,
      clientSeed: `table-round-${n}`,
      nonce: 0,
    }))
      .map((seed) => ({ seed, outcome: dealBlackjack(fairUint32s(seed, table.numbersPerRound)) }))
      .find(
        ({ outcome }) =>
          !isBlackjack(outcome.playerStart) &&
          playHand(outcome, ['hit'])!.isDone === false &&
          returnOf(outcome, ['hit', 'stand']) !== returnOf(outcome, []),
      );
    const { seed, outcome } = found!;
    for (const moves of [['hit', 'stand'], ['double'], ['stand'], []] as const)
      expect(await recompute('nova-blackjack', seed, params, stake, moves)).toMatchObject({
        resultCode: 'ok',
        outcome,
        payout: returnOf(outcome, [...moves]),
      });
    expect(returnOf(outcome, ['hit', 'stand'])).not.toBe(returnOf(outcome, []));
    for (const moves of [['stand', 'hit'], ['hit', 'double'], ['split'], [1], 'hit'])
      expect(await recompute('nova-blackjack', seed, params, stake, moves)).toMatchObject({ field: 'moves' });
    // A table without decisions takes no moves at all.
    const roulette = { bets: [{ spot: 'red', amount: '100' }] };
    expect(await recompute('nova-roulette', seed, roulette, 100n, ['hit'])).toMatchObject({ field: 'moves' });
  });

  it('says which part of the input is wrong', async () => {
    const seed = { serverSeed, clientSeed, nonce: 0 };
    expect(await recompute('no-such-game', seed, {}, 100n)).toEqual({ resultCode: 'game_not_found' });
    expect(await recompute('dice', { ...seed, serverSeed: '' }, {}, 100n)).toMatchObject({ field: 'seed' });
    expect(await recompute('dice', { ...seed, nonce: -1 }, {}, 100n)).toMatchObject({ field: 'seed' });
    expect(await recompute('limbo', seed, [], 100n)).toMatchObject({ field: 'params' });
    expect(await recompute('limbo', seed, { target: 200 }, 0n)).toMatchObject({ field: 'stake' });
    const bets = { bets: [{ spot: 'red', amount: '100' }] };
    expect(await recompute('nova-roulette', seed, bets, 100n)).toMatchObject({ resultCode: 'ok' });
    expect(await recompute('nova-roulette', { ...seed, nonce: 1 }, bets, 100n)).toMatchObject({
      field: 'seed',
    });
    expect(await recompute('nova-roulette', seed, bets, 50n)).toMatchObject({ field: 'stake' });
  });
});

describe('the server seed check', () => {
  it('matches the server hash of the revealed seed and nothing else', async () => {
    const hash = serverSha256Hex(serverSeed);
    expect(await sha256Hex(serverSeed)).toBe(hash);
    expect(await checkServerSeed(serverSeed, hash)).toBe(true);
    expect(await checkServerSeed(serverSeed, hash.toUpperCase())).toBe(true);
    expect(await checkServerSeed(`${serverSeed}0`, hash)).toBe(false);
    expect(await checkServerSeed(serverSeed, serverSha256Hex('another seed'))).toBe(false);
  });
});

describe('the verifier module', () => {
  it('bundles for the browser with nothing from node', async () => {
    const result = await build({
      entryPoints: [join(import.meta.dirname, '../../../../packages/fair/src/verify/index.ts')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const imports = Object.values(result.metafile.inputs).flatMap((input) =>
      input.imports.map((entry) => entry.path),
    );
    expect(
      imports.filter(
        (path) => path.startsWith('node:') || /\b(fastify|drizzle-orm|pg|@electric-sql)\b/.test(path),
      ),
    ).toEqual([]);
  });
});
