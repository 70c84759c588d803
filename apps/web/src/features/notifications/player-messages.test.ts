import { describe, expect, it } from 'vitest';
import { findArrivals, messageKey, toNotificationItems } from './player-messages';

const older = { index: 0, date: '2026-11-20', message: 'Welcome', type: 'info' };
const today = { index: 1, date: '2026-11-22', message: 'Document approved', type: 'kyc' };

describe('player messages in the menu', () => {
  it('lists newest first, the unread newest as new, without the cleared ones', () => {
    const items = toNotificationItems([older, today], 1, new Set(), 'en');
    expect(items.map((item) => [item.text, item.isNew])).toEqual([
      ['Document approved', true],
      ['Welcome', false],
    ]);
    expect(
      toNotificationItems([older, today], 0, new Set([messageKey(today)]), 'en').map((i) => i.text),
    ).toEqual(['Welcome']);
  });

  it('finds what arrived since the last fetch, including a message merged into today’s entry', () => {
    const before = new Set([older, today].map(messageKey));
    expect(findArrivals(before, [older, today])).toEqual([]);
    const merged = { ...today, message: 'Document approved\nBonus credited' };
    expect(findArrivals(before, [older, merged])).toEqual([merged]);
  });
});
