import type { LoyaltyData } from '@casino/contract/loyalty';

/** Why Claim Cashback is disabled, or null when it is not. */
export type CashbackBlock = 'nothingToClaim' | 'alreadyClaimed' | null;

/**
 * The API says whether a claim is possible now; the reason is read from what is available: an amount
 * waiting but no claim allowed means today's claim was made, nothing waiting means nothing to claim.
 */
export function cashbackBlock(cashback: LoyaltyData['cashback']): CashbackBlock {
  if (cashback.canClaim) return null;
  return BigInt(cashback.availableMinor) > 0n ? 'alreadyClaimed' : 'nothingToClaim';
}
