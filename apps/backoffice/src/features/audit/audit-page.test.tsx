import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderAs } from '../../test/staff-screens';
import { AuditPage } from './audit-page';

const staffRow = {
  id: 'a1',
  at: '2026-11-20T10:00:00.000Z',
  staffId: 's1',
  staffUsername: 'ops',
  action: 'blockPlayer',
  target: 'p1',
  before: { status: 'active' },
  after: { request: { reason: 'fraud' }, response: { status: 'blocked' } },
  resultCode: 'ok',
  ip: '10.0.0.1',
  source: 'staff',
};
const contentRow = {
  ...staffRow,
  id: 'c1',
  action: 'content.publish',
  target: 'e1',
  before: null,
  after: { published: true },
  ip: '',
  source: 'content',
};

describe('audit screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists staff and module rows in one table, a call's changes as before and after, filtered by time", async () => {
    localStorage.setItem('backoffice.locale', 'en');
    const calls = fakeStaffApi({ 'GET /staff/v1/audit': { entries: [staffRow, contentRow] } });
    renderAs(['audit.read'], '/audit', <AuditPage />, '/audit');
    const blockRow = (await screen.findByText('blockPlayer')).closest('tr')!;
    const diff = within(blockRow).getByRole('table');
    const changed = within(diff).getByText('status').closest('tr')!;
    expect(within(changed).getByText('active').tagName).toBe('DEL');
    expect(within(changed).getByText('blocked').tagName).toBe('INS');
    expect(within(blockRow).getByText('fraud')).toBeTruthy();
    const moduleRow = screen.getByText('content.publish').closest('tr')!;
    expect(moduleRow.textContent).toContain('(content audit)');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01T00:00' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'blockPlayer' } });
    fireEvent.change(screen.getByLabelText('Staff member'), { target: { value: 'ops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const query = new URL(calls[1]!.url, 'http://host').searchParams;
    expect(query.get('action')).toBe('blockPlayer');
    expect(query.get('from')).toBe(new Date('2026-11-01T00:00').toISOString());
    expect(query.get('staffUsername')).toBe('ops');
    expect(query.has('to')).toBe(false);
  });
});
