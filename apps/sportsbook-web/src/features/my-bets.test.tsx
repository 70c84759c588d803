import type { SportsTicket } from '@casino/contract/sportsbook';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppValue } from '../lib/app-context';
import { MyBets } from './my-bets';

afterEach(cleanup);

const ticket: SportsTicket = {
  id: '6f1d2c3b-0000-4000-8000-000000000001',
  status: 'lost',
  kind: 'single',
  systemName: null,
  currency: 'EUR',
  stake: '600',
  potentialReturn: '1200',
  settledReturn: '0',
  placedAt: '2026-11-27T20:00:00.000Z',
  settledAt: '2026-11-27T20:04:00.000Z',
  legs: [
    {
      eventId: 'sim:m1',
      eventName: 'Larkfield Rovers - Ashford Vale',
      marketType: '1x2',
      specifiers: {},
      outcomeId: 'home',
      odds: 2,
      isLive: true,
      result: 'lost',
    },
  ],
  history: [
    { kind: 'partial_cash_out', at: '2026-11-27T20:01:00.000Z', amount: '342', stake: '400', status: null },
    { kind: 'settled', at: '2026-11-27T20:02:00.000Z', amount: '1200', stake: null, status: 'won' },
    { kind: 'reopened', at: '2026-11-27T20:03:00.000Z', amount: null, stake: null, status: null },
    { kind: 'resettled', at: '2026-11-27T20:04:00.000Z', amount: '0', stake: null, status: 'lost' },
  ],
};

describe('My bets', () => {
  it("shows a ticket's cash-outs, settlement, re-opening and correction in order, and no history when none", async () => {
    const untouched = { ...ticket, id: '6f1d2c3b-0000-4000-8000-000000000002', history: [] };
    const api = vi.fn(async () => ({ tickets: [ticket, untouched], total: 2 }));
    const value = {
      api,
      session: { playerId: 'p1', currency: 'EUR' },
      prefs: { favourites: [], oddsFormat: 'decimal', acceptOddsChange: 'none' },
      oddsFormat: 'decimal',
      refreshBalance: vi.fn(),
      navigate: vi.fn(),
    } as unknown as AppValue;
    await act(async () => {
      render(
        <AppContext value={value}>
          <MyBets />
        </AppContext>,
      );
    });
    const histories = document.querySelectorAll('.ticket__history');
    expect(histories).toHaveLength(1);
    expect(histories[0]!.closest('[data-ticket]')!.getAttribute('data-ticket')).toBe(ticket.id);
    const lines = [...histories[0]!.querySelectorAll('li')].map((li) =>
      li.textContent!.replace(/^.*?\d{1,2}:\d{2}:\d{2}\s*(PM|AM)?\s*/, ''),
    );
    expect(lines).toEqual([
      'Partly cashed out: €3.42 for €4.00 of the stake',
      'Settled: Won, return €12.00',
      'Settlement withdrawn: the bet is open again',
      'Settlement corrected: Lost, return €0.00',
    ]);
    expect(screen.getByText('History').tagName).toBe('SUMMARY');
  });
});
