import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { ChangePasswordForm } from './change-password-form';

const fill = (old: string, next: string, confirm: string) => {
  fireEvent.change(screen.getByTestId('change-password-old'), { target: { value: old } });
  fireEvent.change(screen.getByTestId('change-password-new'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('change-password-confirm'), { target: { value: confirm } });
};

describe('ChangePasswordForm', () => {
  it('checks old, new and confirmation live', async () => {
    renderFeature(<ChangePasswordForm />, {});
    await screen.findByTestId('change-password-old');
    fill('12345', 'abcdefg1', 'x');
    expect(screen.getByText('Your current password is longer than 5 characters.')).toBeTruthy();
    expect(
      screen.getByText(
        'Use at least 8 characters with a lower case letter, an upper case letter, and a digit or special character.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
  });

  it("sends the change and says 'Invalid old password' on invalid_old_password", async () => {
    const { fetchFn } = renderFeature(<ChangePasswordForm />, {
      'POST /player/changepass': fail(400, 'invalid_old_password', 'server words'),
    });
    await screen.findByTestId('change-password-old');
    fill('secret1', 'Abcdefg1', 'Abcdefg1');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Invalid old password')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/player/changepass')).toEqual([
      { oldPassword: 'secret1', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
    ]);
  });

  it('clears the form after a change', async () => {
    renderFeature(<ChangePasswordForm />, { 'POST /player/changepass': ok(null, 'Password changed') });
    await screen.findByTestId('change-password-old');
    fill('secret1', 'Abcdefg1', 'Abcdefg1');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByTestId('change-password-old') as HTMLInputElement).value).toBe(''),
    );
  });
});
