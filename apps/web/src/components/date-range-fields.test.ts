import { describe, expect, it } from 'vitest';
import { formatChosenDay } from './date-range-fields';

describe("the history's chosen days", () => {
  it("are written in the interface's date format, whatever the browser's", () => {
    expect(formatChosenDay('2026-01-05', 'de-DE')).toBe('05.01.2026');
    expect(formatChosenDay('2026-01-05', 'en-GB')).toBe('05/01/2026');
    expect(formatChosenDay('2026-01-05', 'en-US')).toBe('01/05/2026');
  });

  it('leave an empty or unreadable day out', () => {
    expect(formatChosenDay(undefined, 'de-DE')).toBeUndefined();
    expect(formatChosenDay('05.01.2026', 'de-DE')).toBeUndefined();
  });
});
