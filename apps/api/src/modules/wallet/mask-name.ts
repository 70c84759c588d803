/**
 * A player's name as other players may see it: 'marty' -> 'ma***y'. Short names keep less, so a
 * masked name never gives the whole name away; the stars do not say how many letters are hidden.
 */
export function maskName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length === 0) return '***';
  if (letters.length <= 2) return `${letters[0]}***`;
  if (letters.length === 3) return `${letters[0]}***${letters[2]}`;
  return `${letters.slice(0, 2).join('')}***${letters[letters.length - 1]}`;
}
