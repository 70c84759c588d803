/**
 * A token bucket per websocket: a player's page sends a handful of messages a round (auth, a bet, a
 * cash-out or a move), so a steady stream beyond that is refused one message at a time (each message
 * may cost a database read) without closing the socket a legitimate burst might still need.
 */
export interface MessageLimiter {
  /** True when the message may go on; false when it must be refused. */
  take(): boolean;
}

export interface MessageLimits {
  /** Messages allowed at once after a quiet spell. */
  burst: number;
  /** Messages regained per second. */
  perSecond: number;
}

export const socketMessageLimits: MessageLimits = { burst: 20, perSecond: 10 };

export function createMessageLimiter(
  limits: MessageLimits = socketMessageLimits,
  now: () => number = Date.now,
): MessageLimiter {
  let tokens = limits.burst;
  let last = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(limits.burst, tokens + ((at - last) / 1000) * limits.perSecond);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
