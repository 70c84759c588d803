import { describe, expect, it } from 'vitest';
import { drainEvents, peekEvents, trackEvent } from './analytics-queue';

describe('analytics queue', () => {
  it('keeps events in order until drained, and sends nothing on its own', () => {
    drainEvents();
    const at = new Date('2026-11-22T12:00:00Z');
    trackEvent('First Time Deposit', { user_id: 'p1', amount: '25.00' }, at);
    trackEvent('New Registration', { user_id: 'p2' }, at);
    expect(peekEvents().map((event) => event.name)).toEqual(['First Time Deposit', 'New Registration']);
    expect(drainEvents()).toEqual([
      { name: 'First Time Deposit', properties: { user_id: 'p1', amount: '25.00' }, at: at.toISOString() },
      { name: 'New Registration', properties: { user_id: 'p2' }, at: at.toISOString() },
    ]);
    expect(peekEvents()).toEqual([]);
  });
});
