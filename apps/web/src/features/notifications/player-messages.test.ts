import { describe, expect, it } from 'vitest';
import { findUnannounced, messageKey, newestText, toNotificationItems } from './player-messages';

const older = {
  index: 0,
  date: '2026-11-20',
  message: 'Welcome',
  type: 'info',
  isRead: true,
  isAnnounced: true,
};
const today = {
  index: 2,
  date: '2026-11-22',
  message: 'Document approved',
  type: 'kyc',
  isRead: false,
  isAnnounced: false,
};

describe('player messages in the menu', () => {
  it('lists newest first, the unread ones as new, each with the index Clear names', () => {
    const items = toNotificationItems([older, today], 'en');
    expect(items.map((item) => [item.text, item.isNew, item.index])).toEqual([
      ['Document approved', true, 2],
      ['Welcome', false, 0],
    ]);
  });

  it('announces only what neither the server nor this page has announced', () => {
    expect(findUnannounced([older, today], new Set())).toEqual([today]);
    expect(findUnannounced([older, today], new Set([messageKey(today)]))).toEqual([]);
    // A message merged into today's entry later makes a new text: announced again.
    const grown = { ...today, message: 'Document approved\nBonus credited' };
    expect(findUnannounced([older, grown], new Set([messageKey(today)]))).toEqual([grown]);
  });

  it("says the day's newest text when a later message has joined the entry", () => {
    expect(newestText(today)).toBe('Document approved');
    expect(newestText({ ...today, message: 'Document approved\nBonus credited' })).toBe('Bonus credited');
  });
});
