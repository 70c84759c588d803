import type { FormSchemaData } from '@casino/contract/player';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, ok } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';

// The first visit downloads (in tests: transforms) the my-account chunk, which can take over a second.
const slow = { timeout: 5000 };

// GET /player/schema/missing: only the fields the check lists, here the mobile.
const missingForm: FormSchemaData = {
  type: 'missing',
  fields: [
    {
      name: 'mobile',
      kind: 'tel',
      required: true,
      minLength: null,
      maxLength: 25,
      options: null,
      value: '',
      readOnly: false,
    },
  ],
};

describe('cashier guard (spec section 2)', () => {
  it('sends a player with missing fields from deposit to my-account/deposit, listing them', async () => {
    localStorage.setItem('playerSessionId', 'player-1');
    const { router } = renderApp('/cashier/deposit', {
      'GET /player/missingProfile': ok({ missing: ['fname', 'mobile'] }),
    });
    const notice = await screen.findByTestId('missing-profile-notice', {}, slow);
    expect(router.state.location.pathname).toBe('/profile/my-account/deposit');
    expect(notice.textContent).toContain(
      'Some information is missing, fill it in before proceeding to the cashier.',
    );
    expect(notice.textContent).toContain('First name, Mobile number');
  });

  it('lets a complete profile into withdraw', async () => {
    localStorage.setItem('playerSessionId', 'player-1');
    const { router } = renderApp('/cashier/withdraw', { 'GET /player/missingProfile': ok({ missing: [] }) });
    expect(await screen.findByTestId('page-cashier-withdraw', {}, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cashier/withdraw');
  });

  it('goes on to the cashier once a save leaves nothing missing', async () => {
    localStorage.setItem('playerSessionId', 'player-1');
    let saved = false;
    const { router } = renderApp('/profile/my-account/withdraw', {
      'GET /player/missingProfile': () =>
        json(200, {
          info: { success: true, message: '', resultCode: 'ok' },
          data: { missing: saved ? [] : ['mobile'] },
        }),
      'GET /player/schema/missing': ok(missingForm),
      'POST /player/update/missing': () => {
        saved = true;
        return json(200, {
          info: { success: true, message: 'Additional information saved', resultCode: 'ok' },
          data: null,
        });
      },
    });
    expect(await screen.findByTestId('missing-profile-notice', {}, slow)).toBeTruthy();
    fireEvent.change(await screen.findByTestId('profile-field-mobile', {}, slow), {
      target: { value: '+49 151 23456789' },
    });
    fireEvent.click(screen.getByTestId('profile-save-missing'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cashier/withdraw'), slow);
    expect(await screen.findByTestId('page-cashier-withdraw', {}, slow)).toBeTruthy();
  });

  it('stays on my-account when fields are still missing after a save', async () => {
    localStorage.setItem('playerSessionId', 'player-1');
    const { router } = renderApp('/profile/my-account/deposit', {
      'GET /player/missingProfile': ok({ missing: ['mobile'] }),
      'GET /player/schema/missing': ok(missingForm),
      'POST /player/update/missing': ok(null, 'Additional information saved'),
    });
    fireEvent.change(await screen.findByTestId('profile-field-mobile', {}, slow), {
      target: { value: '+49 151 23456789' },
    });
    fireEvent.click(screen.getByTestId('profile-save-missing'));
    expect(await screen.findByTestId('profile-saved-missing', {}, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/my-account/deposit');
  });
});
