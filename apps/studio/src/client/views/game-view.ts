import type { Api, RoundData } from '../api';
import type { Formats } from '../format';
import type { Language, Translate, TextKey } from '../i18n';
import type { Sound } from '../sound';

/** What each game's page part provides; the shell (main.ts) does balance, bet, history and fairness. */
export interface GameView {
  stage: HTMLElement;
  controls: HTMLElement | null;
  playLabel: TextKey;
  /** The player's choices for the next round; null (with a message shown) when they are not valid. */
  params(): Record<string, unknown> | null;
  /** A stake the game accepts (the slot needs a multiple of its line count). */
  stakeStep: bigint;
  /** What a bet of this size costs when it is not just the bet (a slot's bonus buy: price × bet). */
  costOf?(bet: bigint): bigint;
  animate(round: RoundData): Promise<void>;
  /** The result in a few characters, for the history table. */
  describe(round: RoundData): string;
  help(): HTMLElement;
  /**
   * Multi-step games (mines, hi-lo): the view plays the whole round itself (bet, moves, cash out) and
   * resolves with it once it has ended. Given no bet, it only picks up a round left open, if any.
   */
  playRound?(
    bet: { stake: string; params: Record<string, unknown> } | null,
    host: RoundHost,
  ): Promise<RoundData | null>;
}

/** What the shell lends a multi-step view for its round. */
export interface RoundHost {
  api: Api;
  /** The bet was accepted: the shell takes the stake off the balance it shows. */
  onBet(): void;
}

export interface ViewDeps {
  t: Translate;
  sound: Sound;
  money: (minor: string | bigint) => string;
  /** The player's language (symbol names) and notation (counts, amounts). */
  language: Language;
  formats: Formats;
  /** For views that read more than the round (the jackpot slot's pool). */
  api?: Api;
}
