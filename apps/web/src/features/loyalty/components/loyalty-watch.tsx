import { useLevelUpNotice } from '../hooks/use-level-up-notice';
import { useLoyaltyRefresh } from '../hooks/use-loyalty-refresh';

/** Around every page of a logged-in player: keeps the standing fresh and announces each level-up. */
export function LoyaltyWatch() {
  useLoyaltyRefresh();
  useLevelUpNotice();
  return null;
}
