/**
 * Level-up rewards of spec section 9 (issue 14): levels 1-5 free spins (10, 20, 20, 25, 30) on named
 * slots of our studio, levels 6-50 EUR equal to the level number, 51-57 EUR 100 to 160 in steps of 10,
 * 58 EUR 180, 59 EUR 200, 60 EUR 250. Cash is in EUR cents; each level's reward is paid once.
 */
export type LevelReward =
  { kind: 'freeSpins'; spins: number; gameSlug: string } | { kind: 'cash'; eurCents: bigint };

// The studio's slot titles (their slugs in the game catalogue), one per free-spin level.
const freeSpinRewards: readonly LevelReward[] = [
  { kind: 'freeSpins', spins: 10, gameSlug: 'neon-fruits' },
  { kind: 'freeSpins', spins: 20, gameSlug: 'sun-temple' },
  { kind: 'freeSpins', spins: 20, gameSlug: 'lucky-clover' },
  { kind: 'freeSpins', spins: 25, gameSlug: 'frost-giants' },
  { kind: 'freeSpins', spins: 30, gameSlug: 'pearl-diver' },
];

const platinumTopEur: Record<number, number> = { 58: 180, 59: 200, 60: 250 };

const cash = (euros: number): LevelReward => ({ kind: 'cash', eurCents: BigInt(euros) * 100n });

/** The reward for reaching `level` (1-60). */
export function levelReward(level: number): LevelReward {
  if (!Number.isInteger(level) || level < 1 || level > 60) throw new RangeError(`no level ${level}`);
  if (level <= 5) return freeSpinRewards[level - 1]!;
  if (level <= 50) return cash(level);
  if (level <= 57) return cash(100 + (level - 51) * 10);
  return cash(platinumTopEur[level]!);
}
