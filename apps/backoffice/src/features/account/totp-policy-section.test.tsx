import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderAs } from '../../test/staff-screens';
import { TotpPolicySection } from './totp-policy-section';

describe('second factor by role', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows each role's choice and sends the admin's change for one role", async () => {
    localStorage.setItem('backoffice.locale', 'en');
    const policy = {
      roles: [
        { role: 'admin', required: true, isDefault: true },
        { role: 'support', required: true, isDefault: true },
      ],
    };
    const calls = fakeStaffApi({ 'GET /staff/v1/totp-policy': policy, 'POST /staff/v1/totp-policy': policy });
    renderAs(['staff.manage'], '/account', <TotpPolicySection />, '/account');
    const support = await screen.findByRole('checkbox', { name: 'Second factor required for support' });
    expect((support as HTMLInputElement).checked).toBe(true);
    fireEvent.click(support);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ role: 'support', required: false });
  });
});
