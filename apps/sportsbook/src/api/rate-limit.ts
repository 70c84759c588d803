import { SportsbookError } from './errors.js';

/**
 * A fixed-window counter per key (a session): enough to keep one player's client from hammering the
 * book; a shared limit across instances is the platform's edge's job.
 */
export function createRateLimit(options: { perMinute: number; now: () => number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string, language: string) => {
    const now = options.now();
    const window = windows.get(key);
    if (!window || now - window.start >= 60_000) {
      if (windows.size > 50_000) windows.clear();
      windows.set(key, { start: now, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > options.perMinute) throw new SportsbookError('rate_limited', language);
  };
}
