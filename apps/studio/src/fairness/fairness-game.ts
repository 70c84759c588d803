import type { FairReader } from '@casino/fair/games/slots/engine/fair-reader';
import { crashPoint } from '../crash/hash-chain';
import { fairUint32s, type SeedTriple } from '../engine/fair-random';
import { fairStream } from '../games/slots/engine/fair-stream';

/**
 * Where a statistics run takes its randomness: by default the studio's own functions, the ones its
 * routes call to turn seeds into numbers (HMAC-SHA256 of server seed, client seed and nonce) and a game
 * hash into a crash point. Tests put a deliberately faulty source in their place to show the run fails.
 */
export interface DrawSource {
  /** `count` numbers of one round, as the round and table routes draw them. */
  uint32s(seed: SeedTriple, count: number): number[];
  /** The same numbers read lazily, as slot simulations read them (a slot's bound is hundreds). */
  reader(seed: SeedTriple): FairReader;
  crashPoint(gameHash: string, salt: string): number;
}

export const productionSource: DrawSource = { uint32s: fairUint32s, reader: fairStream, crashPoint };

/** One round as the statistics see it. */
export interface RoundResult {
  /** The bin of each group (one per group, in the game's group order). */
  categories: number[];
  /** What the round returned per unit staked. */
  ret: number;
}

/**
 * A game under test: the bins its outcomes fall in with their exact probabilities, its exact RTP for
 * the bet played, and how one round is played through the production code. The first group's bin is
 * also the sequence the runs and serial-correlation tests read.
 */
export interface FairnessGame {
  slug: string;
  /** The bet played, in words: RTP is a property of a bet. */
  bet: string;
  groups: { name: string; probabilities: number[] }[];
  rtp: number;
  play(source: DrawSource, seed: SeedTriple): RoundResult;
}

/** Every game is played at this stake (minor units): large enough that rounding down costs < 10^−4. */
export const testStake = 10_000n;

export const returnOf = (payout: bigint, stake = testStake) => Number(payout) / Number(stake);
