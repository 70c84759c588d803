import type { PublicCrashBet, PublicCrashRound, ServerMessage } from './crash-messages';

/**
 * What the crash loop's feed carries between instances (lib/live-feed.ts): every message the loop
 * sends, with the round's state whole (each bet with its player's key, so every instance can mark a
 * player's own bet), and the last round seen, kept by instances that do not lead, for sockets that
 * open there and for GET /crash/state.
 */

export type SharedCrashBet = Omit<PublicCrashBet, 'isMine'> & { playerKey: string };
export type SharedCrashRound = Omit<PublicCrashRound, 'bets'> & { bets: SharedCrashBet[] };

/** `playerKey` set: a message for that player's sockets only. */
export type CrashFeedEvent = {
  playerKey?: string;
  message: Exclude<ServerMessage, { type: 'state' }> | { type: 'state'; round: SharedCrashRound };
};

/** The round as one player sees it: their own bet marked with its target, nobody's key shown. */
export function crashRoundFor(round: SharedCrashRound, playerKey?: string): PublicCrashRound {
  return {
    ...round,
    bets: round.bets.map(({ playerKey: key, autoCashOut, ...bet }) =>
      key === playerKey ? { ...bet, isMine: true, autoCashOut: autoCashOut ?? null } : bet,
    ),
  };
}

/** The last round the feed showed, moved on by its ticks. */
export function createCrashMirror() {
  let last: SharedCrashRound | null = null;
  return {
    follow(event: CrashFeedEvent) {
      const { message } = event;
      if (message.type === 'state') last = message.round;
      else if (message.type === 'tick' && last?.roundId === message.roundId)
        last = { ...last, elapsedMs: message.elapsedMs, multiplier: message.multiplier };
    },
    round: () => last,
  };
}
