import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage, storageKeys } from '@/lib/storage';
import { fail, ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { serverCheckDelayMs } from '../hooks/use-server-field-check';
import { SignupForm } from './signup-form';

const skinData = {
  skinName: 'Nova',
  defaultLanguage: 'en',
  currencies: ['EUR', 'NOK'],
  theme: {},
  turnstileCaptcha: { enabled: false, siteKey: '' },
  supportEmail: 'help@example.com',
  licence: { text: '', regulatorName: '', regulatorUrl: '' },
  liveChat: { enabled: false, propertyId: '', widgetId: '' },
  googleSignIn: { enabled: false, clientId: '' },
};
const skin = ok(skinData);
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function fillValidForm() {
  type('signup-username', 'player01');
  type('signup-email', 'player01@example.com');
  type('signup-password', 'secret');
  type('signup-confirm-password', 'secret');
  type('signup-currency', 'EUR');
  type('signup-country', 'DE');
  type('signup-birthdate', '01011990');
  fireEvent.click(screen.getByTestId('signup-privacy'));
}

afterEach(() => vi.useRealTimers());

describe('sign-up form', () => {
  it('asks the server about username and e-mail only once the rules pass and typing pauses', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetchFn } = renderFeature(<SignupForm />, {
      'GET /skinConfig/all': skin,
      'POST /validateField': (request) =>
        request.json().then((body: { field: string; value: string }) =>
          Response.json({
            info: { success: true, message: '', resultCode: 'ok' },
            data:
              body.value === 'taken01'
                ? { valid: false, error: 'Username already exists' }
                : { valid: true, error: null },
          }),
        ),
    });
    type('signup-username', 'abc');
    type('signup-username', 'taken');
    type('signup-username', 'taken01');
    await act(async () => vi.advanceTimersByTime(serverCheckDelayMs));
    vi.useRealTimers();
    expect(await screen.findByText('Username already exists')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/validateField')).toEqual([{ field: 'username', value: 'taken01' }]);
  });

  it('shows the rules under each field on submit and sends nothing while one fails', async () => {
    const { fetchFn } = renderFeature(<SignupForm />, { 'GET /skinConfig/all': skin });
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect(screen.getByText('Username is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('signup-username')));
    expect(screen.getByText('You must acknowledge the Privacy Policy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/info/privacy-policy',
    );
    type('signup-birthdate', '31122020');
    expect((screen.getByTestId('signup-birthdate') as HTMLInputElement).value).toBe('31-12-2020');
    expect(screen.getByText('You must be 18 or over')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/register/long')).toEqual([]);
  });

  it('sends every field with the affiliate fields, and shows the server field errors under their fields', async () => {
    localStorage.setItem('myafftk', 'tk-1');
    localStorage.setItem('myaffid', '42');
    window.history.replaceState(null, '', '/?goft_token=g-1&a_aid=a-1&a_bid=b-1');
    const { fetchFn } = renderFeature(<SignupForm />, {
      'GET /skinConfig/all': skin,
      'POST /validateField': ok({ valid: true, error: null }),
      'POST /register/long': {
        status: 400,
        body: {
          info: { success: false, message: 'Validation failed', resultCode: 'validation_error' },
          data: {
            issues: [{ field: 'email', message: 'E-mail déjà utilisé', code: 'email_already_exists' }],
          },
        },
      },
    });
    fillValidForm();
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Email already exists')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/register/long')).toEqual([
      {
        username: 'player01',
        email: 'player01@example.com',
        password: 'secret',
        confirmPassword: 'secret',
        currency: 'EUR',
        country: 'DE',
        birthdate: '01-01-1990',
        privacy: true,
        language: 'en',
        myafftk: 'tk-1',
        myaffid: '42',
        goft_token: 'g-1',
        a_aid: 'a-1',
        a_bid: 'b-1',
      },
    ]);
    window.history.replaceState(null, '', '/');
  });

  it('ends on the check-your-e-mail screen', async () => {
    renderFeature(<SignupForm />, {
      'GET /skinConfig/all': skin,
      'POST /validateField': ok({ valid: true, error: null }),
      'POST /register/long': ok({ username: 'player01', email: 'player01@example.com' }, 'Signup successful'),
    });
    fillValidForm();
    fireEvent.click(screen.getByTestId('signup-submit'));
    const success = await screen.findByTestId('signup-success');
    expect(success.textContent).toContain('Signup successful');
    expect(success.textContent).toContain('player01@example.com');
  });

  it('shows a refusal that belongs to no field as the server says it', async () => {
    renderFeature(<SignupForm />, {
      'GET /skinConfig/all': skin,
      'POST /validateField': ok({ valid: true, error: null }),
      'POST /register/long': fail(429, 'rate_limited', 'Too many sign-ups from this address'),
    });
    fillValidForm();
    fireEvent.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(screen.getByText('Too many sign-ups from this address')).toBeTruthy());
  });

  it('offers GBP to a UK visitor as the default currency, and leaves other countries to choose', async () => {
    const withGbp = ok({ ...skinData, currencies: ['EUR', 'GBP'] });
    storage.set(storageKeys.country2, 'GB');
    const uk = renderFeature(<SignupForm />, { 'GET /skinConfig/all': withGbp });
    await waitFor(() => expect(screen.getByTestId<HTMLSelectElement>('signup-country').value).toBe('GB'));
    expect(screen.getByTestId<HTMLSelectElement>('signup-currency').value).toBe('GBP');
    expect(screen.getByRole('option', { name: /GBP/ })).toBeTruthy();
    uk.unmount();
    storage.set(storageKeys.country2, 'DE');
    renderFeature(<SignupForm />, { 'GET /skinConfig/all': withGbp });
    await waitFor(() => expect(screen.getByTestId<HTMLSelectElement>('signup-country').value).toBe('DE'));
    expect(screen.getByTestId<HTMLSelectElement>('signup-currency').value).toBe('');
    storage.remove(storageKeys.country2);
  });
});
