import { describe, expect, it } from 'vitest';
import { checkChangePassword, checkOldPassword } from './change-password-rules';

describe('change password rules', () => {
  it('old password: longer than 5', () => {
    expect(checkOldPassword('')).toBe('password_required');
    expect(checkOldPassword('12345')).toBe('old_password_too_short');
    expect(checkOldPassword('123456')).toBeNull();
  });
  it('new password: 8 with lower, upper, digit or special; confirmation matches', () => {
    expect(
      checkChangePassword({ oldPassword: 'secret1', newPassword: 'Abcdef1', confirmPassword: 'Abcdef1' }),
    ).toEqual({
      newPassword: 'password_too_weak',
    });
    expect(
      checkChangePassword({ oldPassword: 'secret1', newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' }),
    ).toEqual({
      newPassword: 'password_too_weak',
    });
    expect(
      checkChangePassword({ oldPassword: 'secret1', newPassword: 'Abcdefg!', confirmPassword: 'Abcdefg?' }),
    ).toEqual({
      confirmPassword: 'passwords_do_not_match',
    });
    expect(
      checkChangePassword({ oldPassword: 'secret1', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' }),
    ).toEqual({});
  });
});
