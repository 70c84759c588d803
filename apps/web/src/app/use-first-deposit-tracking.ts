import { useEffect } from 'react';
import { trackEvent } from '@/features/analytics/analytics-queue';
import { usePlayer } from '@/features/player/api/get-player';
import { recordFirstDeposit } from '@/features/player/first-deposit';
import { storage } from '@/lib/storage';

/** Whenever the player is (re)loaded, e.g. after a deposit, the first-deposit rule runs (spec section 4). */
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
          amount: record.amount,
          first_deposit_date: record.date,
        }),
    });
  }, [player]);
}
