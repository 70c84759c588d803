import type { Game } from '@casino/contract/games';

export type PlayMode =
  { kind: 'real' } | { kind: 'fun'; isVisitor: boolean } | { kind: 'needs-login' } | { kind: 'no-fun-mode' };

/**
 * Which mode a play page launches in: fun when asked (?mode=fun) and the game has it; real for a
 * player; a visitor plays for fun where the game allows it and is asked to log in otherwise.
 */
export function playModeOf(game: Pick<Game, 'hasFunMode'>, wantsFun: boolean, isLoggedIn: boolean): PlayMode {
  if (wantsFun) return game.hasFunMode ? { kind: 'fun', isVisitor: !isLoggedIn } : { kind: 'no-fun-mode' };
  if (isLoggedIn) return { kind: 'real' };
  return game.hasFunMode ? { kind: 'fun', isVisitor: true } : { kind: 'needs-login' };
}
