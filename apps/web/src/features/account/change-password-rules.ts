import { checkPasswordConfirmation, checkStrongPassword, type FieldError } from '@casino/rules/validation';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec section 5: the old password longer than 5 (what it was when set); the new one strong. */
export function checkOldPassword(value: string): FieldError {
  if (value === '') return 'password_required';
  return value.length > 5 ? null : 'old_password_too_short';
}

export function checkChangePassword(
  values: ChangePasswordValues,
): Partial<Record<keyof ChangePasswordValues, string>> {
  const errors: Partial<Record<keyof ChangePasswordValues, string>> = {};
  const old = checkOldPassword(values.oldPassword);
  if (old) errors.oldPassword = old;
  const strong = values.newPassword === '' ? 'password_required' : checkStrongPassword(values.newPassword);
  if (strong) errors.newPassword = strong;
  const confirmation = checkPasswordConfirmation(values.newPassword, values.confirmPassword);
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}
