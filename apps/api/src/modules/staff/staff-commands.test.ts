import { describe, expect, it } from 'vitest';
import { splitTotpFlag, staffRequestOf } from './staff-commands';

const id = '0b6f2f8e-4d1c-4a57-9a43-2f0d6c1e9b11';

describe('staff CLI commands', () => {
  it('become staff API requests', () => {
    expect(staffRequestOf(['withdrawals:list'])).toEqual({ method: 'GET', path: '/withdrawals' });
    expect(staffRequestOf(['withdrawals:list', 'requested'])).toEqual({
      method: 'GET',
      path: '/withdrawals?status=requested',
    });
    expect(staffRequestOf(['withdrawals:approve', id])).toEqual({
      method: 'POST',
      path: `/withdrawals/${id}/approve`,
    });
    expect(staffRequestOf(['withdrawals:reject', id, 'KYC', 'missing'])).toEqual({
      method: 'POST',
      path: `/withdrawals/${id}/reject`,
      body: { reason: 'KYC missing' },
    });
    expect(
      staffRequestOf(['staff:create', 'ops', 'payments'], { newPassword: 'long-enough-pass' }),
    ).toMatchObject({
      path: '/staff',
      body: { username: 'ops', role: 'payments' },
    });
  });

  it('grant free rounds with a request id and a reason', () => {
    expect(
      staffRequestOf(['free-rounds:grant', id, id, '10', 'req-7', 'sorry', 'for', 'the', 'outage']),
    ).toEqual({
      method: 'POST',
      path: '/free-rounds',
      body: { playerId: id, gameId: id, rounds: 10, requestId: 'req-7', reason: 'sorry for the outage' },
    });
  });

  it('list, publish and unpublish content and list contact messages', () => {
    expect(staffRequestOf(['content:list', 'post'])).toEqual({ method: 'GET', path: '/content?kind=post' });
    expect(staffRequestOf(['content:publish', id])).toEqual({
      method: 'POST',
      path: `/content/${id}/publish`,
      body: { published: true },
    });
    expect(staffRequestOf(['content:unpublish', id])).toMatchObject({ body: { published: false } });
    expect(staffRequestOf(['contact:list'])).toEqual({ method: 'GET', path: '/contact-messages' });
    expect(staffRequestOf(['content:list', 'poster'])).toMatch(/^usage:/);
    expect(staffRequestOf(['content:publish', 'x'])).toMatch(/^usage:/);
  });

  it('answer usage for bad arguments', () => {
    expect(staffRequestOf(['withdrawals:approve', 'not-an-id'])).toMatch(/^usage:/);
    expect(staffRequestOf(['staff:create', 'ops', 'admin'])).toMatch(/STAFF_NEW_PASSWORD/);
    expect(staffRequestOf(['nope'])).toMatch(/unknown command/);
    expect(staffRequestOf(['free-rounds:grant', id, id, 'ten', 'r-1', 'why'])).toMatch(/^usage:/);
    expect(staffRequestOf(['free-rounds:grant', id, id, '10', 'r-1'])).toMatch(/^usage:/);
  });

  it('take the --totp code out of the command, in either spelling', () => {
    expect(splitTotpFlag(['withdrawals:list', '--totp', '123456'])).toEqual({
      args: ['withdrawals:list'],
      totp: '123456',
    });
    expect(splitTotpFlag(['--totp=654321', 'documents:list', '--pending'])).toEqual({
      args: ['documents:list', '--pending'],
      totp: '654321',
    });
    expect(splitTotpFlag(['contact:list'])).toEqual({ args: ['contact:list'], totp: null });
  });
});
