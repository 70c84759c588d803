import { useEffect } from 'react';
import { usePlayer } from '@/features/player/api/get-player';
import { recordFirstDeposit } from '@/features/player/first-deposit';
import { trackEvent } from '@/lib/analytics/analytics';
import { storage } from '@/lib/storage';

/**
 * Whenever the player is (re)loaded, e.g. after a deposit, the first-deposit rule runs (spec section
 * 4): 'First Time Deposit' once, only within 30 minutes of the deposit, with the player's id, e-mail
 * and the dates (the utm fields ride along with every event once analytics are allowed).
 */
export function useFirstDepositTracking(): void {
  const player = usePlayer();
  useEffect(() => {
    if (!player) return;
    recordFirstDeposit(player, {
      store: storage,
      now: () => new Date(),
      onFirstTimeDeposit: (who, record) =>
        trackEvent('First Time Deposit', {
          user_id: who.id,
          email: who.email,
          username: who.username,
          amount: record.amount,
          first_deposit_date: record.date,
          tracked_at: new Date().toISOString(),
        }),
    });
  }, [player]);
}
