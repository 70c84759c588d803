/** Bonus value lists the web app needs without zod (issue 15). */
export const bonusGrantStatusNames = [
  'available',
  'free_spins',
  'active',
  'converted',
  'forfeited',
  'expired',
  'cancelled',
] as const;
export type BonusGrantStatusName = (typeof bonusGrantStatusNames)[number];

export const bonusKindNames = ['deposit_match', 'no_deposit', 'free_spins', 'reload', 'cashback'] as const;
export type BonusKindName = (typeof bonusKindNames)[number];

export const bonusActivationNames = ['automatic', 'claim', 'deposit', 'code'] as const;
export type BonusActivationName = (typeof bonusActivationNames)[number];

/** The game groups whose stakes count towards wagering at their own percent. */
export const bonusGameGroupNames = [
  'slots',
  'live-casino-and-tables',
  'game-shows',
  'crash-and-fast',
] as const;
export type BonusGameGroupName = (typeof bonusGameGroupNames)[number];
