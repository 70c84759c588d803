/**
 * Which games a slot race counts: the games it names, or, with none named, every slot. The race's
 * scoring and the game pages' race box read the same rule, so the box shows only where bets count.
 */
export function doesRaceCountGame(
  raceGameIds: readonly string[] | null,
  game: { id: string | null; category: string | null },
): boolean {
  if (raceGameIds && raceGameIds.length > 0) return !!game.id && raceGameIds.includes(game.id);
  return game.category === 'slots';
}
