import { describe, expect, it } from 'vitest';
import { auditChanges, requestFields, stateAfter } from './audit-diff';

describe('audit diff', () => {
  it('lists only the fields that changed, nested ones by dotted path', () => {
    const before = { status: 'active', limits: { daily: 100, weekly: 500 }, tags: ['vip'] };
    const after = { status: 'blocked', limits: { daily: 100, weekly: 400 }, tags: ['vip', 'risk'] };
    expect(auditChanges(before, after)).toEqual([
      { path: 'limits.weekly', before: '500', after: '400' },
      { path: 'status', before: 'active', after: 'blocked' },
      { path: 'tags.1', before: '', after: 'risk' },
    ]);
  });

  it("reads a staff row's answer as its new state and a module row's details as they are", () => {
    const staffRow = { source: 'staff', after: { request: { reason: 'fraud' }, response: { ok: true } } };
    expect(stateAfter(staffRow)).toEqual({ ok: true });
    expect(stateAfter({ source: 'content', after: { published: true } })).toEqual({ published: true });
    expect(auditChanges(null, stateAfter(staffRow))).toEqual([{ path: 'ok', before: '', after: 'true' }]);
    expect(requestFields({ reason: 'fraud', amount: { minor: '500' } })).toEqual([
      { path: 'reason', value: 'fraud' },
      { path: 'amount.minor', value: '500' },
    ]);
  });
});
