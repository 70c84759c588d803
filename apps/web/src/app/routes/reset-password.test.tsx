import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authDialogStore } from '@/features/session/auth-dialog-store';
import { fail, ok } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { sentBodies } from '@/test/render-feature';

const schema = (captchaRequired: boolean) => ok({ type: 'resetPassword', fields: [], captchaRequired });
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/reset-password/:token', () => {
  it('checks the strong-password rule live and saves, then opens log in', async () => {
    const { fetchFn, router } = renderApp('/reset-password/tok-9', {
      'GET /player/resetPassword/schema': schema(false),
      'POST /player/resetPassword': ok(null, 'Your password has been changed'),
    });
    await screen.findByTestId('page-reset-password');
    type('reset-password', 'abcdefg1');
    expect(
      screen.getByText(/At least 8 characters with a lower case letter/, { selector: '.form-field__error' }),
    ).toBeTruthy();
    type('reset-password', 'Abcdefg1');
    type('reset-confirm-password', 'Abcdefg2');
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    type('reset-confirm-password', 'Abcdefg1');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authDialogStore.get()).toBe('login');
    expect(sentBodies(fetchFn, 'POST', '/player/resetPassword')).toEqual([
      { token: 'tok-9', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
    ]);
    authDialogStore.set(null);
  });

  it('says the link is invalid on password_reset_link_invalid', async () => {
    renderApp('/reset-password/bad', {
      'GET /player/resetPassword/schema': schema(false),
      'POST /player/resetPassword': fail(400, 'password_reset_link_invalid', 'whatever'),
    });
    await screen.findByTestId('page-reset-password');
    type('reset-password', 'Abcdefg1');
    type('reset-confirm-password', 'Abcdefg1');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('reset-error')).textContent).toBe('Password reset link is invalid');
  });

  it('asks for the captcha when the schema demands one', async () => {
    const { fetchFn } = renderApp('/reset-password/tok', {
      'GET /player/resetPassword/schema': schema(true),
      'GET /captcha': ok({ image: 'data:image/png;base64,iVBORw0KGgo=', length: 5 }),
      'POST /player/resetPassword': fail(400, 'invalid_captcha', 'x'),
    });
    expect(await screen.findByTestId('reset-captcha-image')).toBeTruthy();
    type('reset-password', 'Abcdefg1');
    type('reset-confirm-password', 'Abcdefg1');
    type('reset-captcha', 'xyz12');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('reset-error')).textContent).toBe('Invalid captcha inserted');
    expect(sentBodies(fetchFn, 'POST', '/player/resetPassword')[0]).toMatchObject({ captcha: 'xyz12' });
  });
});
