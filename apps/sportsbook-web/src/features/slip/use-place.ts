import type { SportsTicket } from '@casino/contract/sportsbook';
import { useEffect, useState } from 'react';
import { ApiRefusal } from '../../lib/api';
import { useApp } from '../../lib/app-context';
import type { SlipBet } from '../../lib/slip-maths';
import type { Selection } from './slip-state';

type Placed = { ticket: SportsTicket; movedLegs: number[] };
export type PlaceOutcome =
  | { kind: 'placed'; tickets: SportsTicket[] }
  | { kind: 'refused'; code: string; message: string; selection: number | null; placed: SportsTicket[] };

const newKey = () => `slip-${crypto.randomUUID()}`;

const body = (selections: Selection[], bet: object, stake: bigint, acceptOddsChange: string) => ({
  idempotencyKey: newKey(),
  stake: String(stake),
  bet,
  acceptOddsChange,
  selections: selections.map((s) => ({
    eventId: s.eventId,
    marketType: s.marketType,
    specifiers: s.specifiers,
    outcomeId: s.outcomeId,
    odds: s.odds,
    version: s.version,
  })),
});

/** The tickets a slip bet makes: one per selection for singles, else one. */
function requestsOf(selections: Selection[], bet: SlipBet, stake: bigint, accept: string) {
  if (bet.kind === 'singles') return selections.map((s) => body([s], { kind: 'single' }, stake, accept));
  if (bet.kind === 'accumulator') return [body(selections, { kind: 'accumulator' }, stake, accept)];
  return [body(selections, { kind: 'system', system: bet.system }, stake, accept)];
}

/** Places the slip's tickets in turn; the first refusal stops and names the selection at fault. */
export function usePlace() {
  const { api, prefs, refreshBalance } = useApp();
  const [isPlacing, setPlacing] = useState(false);
  const [countdown, setCountdown] = useState(0);
  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  async function place(
    selections: Selection[],
    bet: SlipBet,
    stake: bigint,
    liveDelayMs: number,
  ): Promise<PlaceOutcome> {
    setPlacing(true);
    if (selections.some((s) => s.isLive)) setCountdown(Math.ceil(liveDelayMs / 1000));
    const placed: SportsTicket[] = [];
    try {
      for (const [i, request] of requestsOf(selections, bet, stake, prefs.acceptOddsChange).entries()) {
        try {
          placed.push((await api<Placed>('POST', '/tickets', request)).ticket);
        } catch (error) {
          const refusal = error instanceof ApiRefusal ? error : new ApiRefusal('internal_error', '', null);
          const data = refusal.data as { selection?: number | null } | null;
          const selection = bet.kind === 'singles' ? i : (data?.selection ?? null);
          return { kind: 'refused', code: refusal.code, message: refusal.message, selection, placed };
        }
      }
      return { kind: 'placed', tickets: placed };
    } finally {
      setPlacing(false);
      setCountdown(0);
      refreshBalance();
    }
  }
  return { place, isPlacing, countdown };
}
