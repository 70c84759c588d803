/** Minutes since midnight of `HH:MM`. */
const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/**
 * Whether the chat is staffed at `now`, by the hours `HH:MM-HH:MM` (UTC; null: always). Hours that
 * end before they start run past midnight (`22:00-06:00`).
 */
export function isWithinChatHours(hours: string | null, now: Date): boolean {
  if (hours === null) return true;
  const [from, to] = hours.split('-').map(minutesOf) as [number, number];
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  return from <= to ? minute >= from && minute < to : minute >= from || minute < to;
}
