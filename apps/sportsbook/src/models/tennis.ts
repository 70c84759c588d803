// Tennis as nested Markov chains on independent points: each player wins a point on their own serve
// with a fixed probability (pA for player A = home, pB for player B = away). Point -> game (deuce),
// point -> tie-break (first to 7 by 2, serve changing after the first point then every two), game -> set
// (first to 6 by 2, a tie-break at 6-6, including the final set), set -> match (best of 3 or 5; the
// player who received first in a set's last game serves first in the next set). Every function starts
// from a live state, so the same chains price pre-match and in-play.

export type Player = 'A' | 'B';
const other = (p: Player): Player => (p === 'A' ? 'B' : 'A');

/** P(server wins the game) from a point score (server's points, receiver's points). */
export function gameWinProbability(p: number, server = 0, receiver = 0): number {
  if (server >= 4 && server - receiver >= 2) return 1;
  if (receiver >= 4 && receiver - server >= 2) return 0;
  if (server >= 3 && receiver >= 3) {
    const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
    if (server === receiver) return deuce;
    return server > receiver ? p + (1 - p) * deuce : p * deuce;
  }
  return (
    p * gameWinProbability(p, server + 1, receiver) + (1 - p) * gameWinProbability(p, server, receiver + 1)
  );
}

/**
 * P(A wins the tie-break) from its point score; `firstServer` served its first point. Point n (from 0)
 * is served by the first server when floor((n + 1) / 2) is even.
 */
export function tiebreakWinProbability(
  pA: number,
  pB: number,
  a = 0,
  b = 0,
  firstServer: Player = 'A',
): number {
  return tiebreakFrom(pA, pB, a, b, firstServer, new Map());
}

function tiebreakFrom(
  pA: number,
  pB: number,
  a: number,
  b: number,
  firstServer: Player,
  memo: Map<string, number>,
): number {
  const key = `${a}-${b}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = tiebreakStep(pA, pB, a, b, firstServer, memo);
  memo.set(key, value);
  return value;
}

function tiebreakStep(
  pA: number,
  pB: number,
  a: number,
  b: number,
  firstServer: Player,
  memo: Map<string, number>,
): number {
  if (a >= 7 && a - b >= 2) return 1;
  if (b >= 7 && b - a >= 2) return 0;
  if (a >= 6 && b >= 6 && a === b) {
    // The next two points are one on each serve: A must win both to lead by two before B does.
    const both = pA * (1 - pB);
    const neither = (1 - pA) * pB;
    return both / (both + neither);
  }
  const n = a + b;
  const server = ((n + 1) >> 1) % 2 === 0 ? firstServer : other(firstServer);
  const win = server === 'A' ? pA : 1 - pB;
  return (
    win * tiebreakFrom(pA, pB, a + 1, b, firstServer, memo) +
    (1 - win) * tiebreakFrom(pA, pB, a, b + 1, firstServer, memo)
  );
}

export interface SetState {
  games: [number, number];
  /** Points in the current game (or tie-break), A's then B's. */
  points: [number, number];
  /** Who serves the current game (in a tie-break: who served its first point). */
  server: Player;
}

/** The distribution of the set's final score in games, "6-4" from A's side, from a state of the set. */
export function setScoreDistribution(pA: number, pB: number, state: SetState): Map<string, number> {
  const out = new Map<string, number>();
  // Forward over games: the mass of each game score, the server following from the parity.
  let layer = new Map<string, number>([[`${state.games[0]}-${state.games[1]}`, 1]]);
  let server = state.server;
  let points = state.points;
  const holdA = gameWinProbability(pA);
  const holdB = gameWinProbability(pB);
  const tiebreakA = new Map<Player, number>();
  while (layer.size > 0) {
    const next = new Map<string, number>();
    const add = (score: string, mass: number) => next.set(score, (next.get(score) ?? 0) + mass);
    for (const [score, mass] of layer) {
      const [a, b] = score.split('-').map(Number) as [number, number];
      if (((a >= 6 || b >= 6) && Math.abs(a - b) >= 2) || a === 7 || b === 7) {
        out.set(score, (out.get(score) ?? 0) + mass);
        continue;
      }
      const isStart = points[0] === 0 && points[1] === 0;
      let aWins: number;
      if (a === 6 && b === 6) {
        if (!isStart) aWins = tiebreakWinProbability(pA, pB, points[0], points[1], server);
        else {
          if (!tiebreakA.has(server)) tiebreakA.set(server, tiebreakWinProbability(pA, pB, 0, 0, server));
          aWins = tiebreakA.get(server)!;
        }
      } else if (server === 'A') aWins = isStart ? holdA : gameWinProbability(pA, points[0], points[1]);
      else aWins = 1 - (isStart ? holdB : gameWinProbability(pB, points[1], points[0]));
      add(`${a + 1}-${b}`, mass * aWins);
      add(`${a}-${b + 1}`, mass * (1 - aWins));
    }
    layer = next;
    server = other(server);
    points = [0, 0];
  }
  return out;
}

export interface TennisState extends SetState {
  /** Sets won so far, A's then B's. */
  sets: [number, number];
  /** Games of the sets already completed (for total-games markets). */
  gamesInCompletedSets: number;
  bestOf: 3 | 5;
}

export const matchStart = (bestOf: 3 | 5, server: Player = 'A'): TennisState => ({
  sets: [0, 0],
  games: [0, 0],
  points: [0, 0],
  server,
  gamesInCompletedSets: 0,
  bestOf,
});

export interface MatchDistribution {
  /** P(A wins the match). */
  matchA: number;
  /** The score in sets, "2-1" from A's side. */
  sets: Map<string, number>;
  /** Total games in the match (a tie-break counts as one game). */
  totalGames: Map<number, number>;
  /** P(A wins the set in play). */
  currentSetA: number;
}

/** The match from a state: sets, total games and the winner, by chaining the set distributions. */
export function matchDistribution(pA: number, pB: number, state: TennisState): MatchDistribution {
  const need = (state.bestOf + 1) / 2;
  const freshSet = new Map<Player, Map<string, number>>();
  const setFrom = (server: Player) => {
    if (!freshSet.has(server)) {
      freshSet.set(server, setScoreDistribution(pA, pB, { games: [0, 0], points: [0, 0], server }));
    }
    return freshSet.get(server)!;
  };
  const sets = new Map<string, number>();
  const totalGames = new Map<number, number>();
  let matchA = 0;
  let currentSetA = 0;
  const gamesSoFar = state.games[0] + state.games[1];
  // The first server of the set in play: the current server if an even number of games was played.
  const setServer = gamesSoFar % 2 === 0 ? state.server : other(state.server);
  // Forward over sets, merging paths that reach the same (sets, next server, games so far).
  let layer = new Map<string, number>([
    [`${state.sets[0]}|${state.sets[1]}|${setServer}|${state.gamesInCompletedSets}`, 1],
  ]);
  let isCurrent = true;
  while (layer.size > 0) {
    const next = new Map<string, number>();
    for (const [key, mass] of layer) {
      const [setsA, setsB, server, games] = key.split('|') as [string, string, Player, string];
      const distribution = isCurrent ? setScoreDistribution(pA, pB, state) : setFrom(server);
      for (const [score, p] of distribution) {
        const [a, b] = score.split('-').map(Number) as [number, number];
        const nextA = Number(setsA) + (a > b ? 1 : 0);
        const nextB = Number(setsB) + (a > b ? 0 : 1);
        const total = Number(games) + a + b;
        const m = mass * p;
        if (isCurrent && a > b) currentSetA += m;
        if (nextA === need || nextB === need) {
          if (nextA === need) matchA += m;
          sets.set(`${nextA}-${nextB}`, (sets.get(`${nextA}-${nextB}`) ?? 0) + m);
          totalGames.set(total, (totalGames.get(total) ?? 0) + m);
          continue;
        }
        // An odd number of games: the set's first server also served its last game.
        const nextServer = (a + b) % 2 === 1 ? other(server) : server;
        const nextKey = `${nextA}|${nextB}|${nextServer}|${total}`;
        next.set(nextKey, (next.get(nextKey) ?? 0) + m);
      }
    }
    layer = next;
    isCurrent = false;
  }
  return { matchA, sets, totalGames, currentSetA };
}

/** Points won on serve from two players' ratings (serve strength and return strength, around 0). */
export function servePointProbabilities(
  home: { serve: number; return: number },
  away: { serve: number; return: number },
  base = 0.62,
) {
  const clamp = (x: number) => Math.min(0.85, Math.max(0.4, x));
  return { pA: clamp(base + home.serve - away.return), pB: clamp(base + away.serve - home.return) };
}
