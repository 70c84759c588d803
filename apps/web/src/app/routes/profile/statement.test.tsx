import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivityStatement } from '@casino/contract/statement';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '@/lib/notifications';
import { sessionStore } from '@/lib/session';
import { fail, json, ok } from '@/test/fake-fetch';
import { renderAsPlayer } from '@/test/sample-loyalty';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  noticeStore.set([]);
  vi.restoreAllMocks();
  sessionStore.set({ playerSessionId: null });
});

const thisYear = new Date().getUTCFullYear();

function statementOf(year: number, deposits: string): ActivityStatement {
  return {
    year,
    years: [thisYear, thisYear - 1],
    from: `${year}-01-01T00:00:00.000Z`,
    to: `${year + 1}-01-01T00:00:00.000Z`,
    isComplete: year < thisYear,
    currencies: [
      {
        currency: 'EUR',
        deposits,
        withdrawals: '4000',
        products: [
          { product: 'casino', staked: '1500', won: '2500', net: '1000' },
          { product: 'sportsbook', staked: '2000', won: '0', net: '-2000' },
        ],
        net: '-1000',
      },
    ],
  };
}

const routes = {
  [`GET /player/statement/${thisYear}`]: ok(statementOf(thisYear, '12550')),
  [`GET /player/statement/${thisYear - 1}`]: ok(statementOf(thisYear - 1, '5000')),
};

describe('profile / statement', () => {
  it("shows the current year's deposits, withdrawals and net result by product, then another year", async () => {
    renderAsPlayer('/profile/statement', routes);
    const deposits = await screen.findByTestId('statement-deposits');
    expect(deposits.textContent).toBe('€125.50');
    expect(screen.getByTestId('statement-withdrawals').textContent).toBe('€40.00');
    const sportsbook = within(screen.getByTestId('statement-sportsbook'));
    expect(sportsbook.getByText('Sports betting')).toBeTruthy();
    expect(sportsbook.getByText('-€20.00')).toBeTruthy();
    expect(screen.getByTestId('statement-net').textContent).toBe('-€10.00');
    expect(screen.getByText(/The year is not over/)).toBeTruthy();

    fireEvent.change(screen.getByTestId('statement-year'), { target: { value: String(thisYear - 1) } });
    await waitFor(() => expect(screen.getByTestId('statement-deposits').textContent).toBe('€50.00'));
    expect(screen.queryByText(/The year is not over/)).toBeNull();
  });

  it('downloads the PDF of the chosen year, and says so when it cannot', async () => {
    const createObjectURL = vi.fn(() => 'blob:statement');
    // jsdom has no object URLs: the browser's are stood in for.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    let isBroken = false;
    renderAsPlayer('/profile/statement', {
      ...routes,
      [`GET /player/statement/${thisYear}/pdf`]: () =>
        isBroken
          ? json(429, fail(429, 'rate_limited', 'Too many requests').body)
          : new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    await screen.findByTestId('statement-deposits');
    fireEvent.click(screen.getByTestId('statement-download'));
    await waitFor(() => expect(saved).toEqual([`statement-${thisYear}.pdf blob:statement`]));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    isBroken = true;
    fireEvent.click(screen.getByTestId('statement-download'));
    await waitFor(() =>
      expect(noticeStore.get().map((notice) => notice.message)).toContain(
        'The PDF could not be made, please try again',
      ),
    );
  });
});
