/**
 * The last level-up this browser has shown, per player: the API's `lastLevelUp.at` (ISO). Kept in
 * localStorage so a reload, another tab or the next session does not announce the same level again.
 */
const keyOf = (playerId: string) => `loyaltyLevelUpShown:${playerId}`;

export function lastShownLevelUp(playerId: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(playerId));
  } catch {
    return null;
  }
}

export function rememberLevelUpShown(playerId: string, at: string): void {
  try {
    window.localStorage.setItem(keyOf(playerId), at);
  } catch {
    // storage unavailable: the notice may repeat on the next load, nothing worse
  }
}

/** Whether a level-up at `at` is newer than the one last shown (ISO instants compared as times). */
export function isNewerLevelUp(at: string, shown: string | null): boolean {
  if (shown === null) return true;
  const atTime = Date.parse(at);
  const shownTime = Date.parse(shown);
  return Number.isNaN(shownTime) || (!Number.isNaN(atTime) && atTime > shownTime);
}
