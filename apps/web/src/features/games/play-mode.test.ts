import { describe, expect, it } from 'vitest';
import { playModeOf } from './play-mode';

const withFun = { hasFunMode: true };
const withoutFun = { hasFunMode: false };

describe('playModeOf', () => {
  it('plays for real money for a player unless fun is asked for', () => {
    expect(playModeOf(withFun, false, true)).toEqual({ kind: 'real' });
    expect(playModeOf(withFun, true, true)).toEqual({ kind: 'fun', isVisitor: false });
  });

  it('lets a visitor play for fun where the game allows it, and asks for a log in otherwise', () => {
    expect(playModeOf(withFun, false, false)).toEqual({ kind: 'fun', isVisitor: true });
    expect(playModeOf(withoutFun, false, false)).toEqual({ kind: 'needs-login' });
  });

  it('refuses fun play for a game without it', () => {
    expect(playModeOf(withoutFun, true, true)).toEqual({ kind: 'no-fun-mode' });
  });
});
