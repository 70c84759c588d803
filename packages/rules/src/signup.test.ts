import { describe, expect, it } from 'vitest';
import { checkSignup, signupFields, signupRules, type SignupValues } from './signup';

// 2026-01-15: an 18th birthday today is 15-01-2008.
const today = new Date(Date.UTC(2026, 0, 15));
const valid: SignupValues = {
  username: 'player01',
  email: 'player01@example.com',
  password: 'secret',
  confirmPassword: 'secret',
  currency: 'EUR',
  country: 'DE',
  birthdate: '15-01-2008',
  privacy: true,
};
const errorOf = (field: keyof SignupValues, value: string | boolean, base = valid) =>
  checkSignup({ ...base, [field]: value }, today)[field];

describe('one rule per sign-up field (spec section 5)', () => {
  it('has a rule for every field and accepts a complete form', () => {
    expect(Object.keys(signupRules).sort()).toEqual([...signupFields].sort());
    expect(checkSignup(valid, today)).toEqual(Object.fromEntries(signupFields.map((field) => [field, null])));
  });

  it('username: trimmed, 6 to 20 letters and numbers', () => {
    expect(errorOf('username', '  ')).toBe('username_required');
    expect(errorOf('username', ' abcdef ')).toBeNull();
    expect(errorOf('username', 'abcde')).toBe('username_length');
    expect(errorOf('username', 'a'.repeat(21))).toBe('username_length');
    expect(errorOf('username', 'player_1')).toBe('invalid_username_characters_letters_and_numbers_allowed');
  });

  it('e-mail: trimmed, required and plain', () => {
    expect(errorOf('email', '')).toBe('email_required');
    expect(errorOf('email', ' a@b.co ')).toBeNull();
    expect(errorOf('email', 'player@example')).toBe('email_invalid');
  });

  it('password longer than 5; the confirmation required and matching', () => {
    expect(errorOf('password', 'abcde', { ...valid, confirmPassword: 'abcde' })).toBe('password_too_short');
    expect(errorOf('password', '')).toBe('password_required');
    expect(errorOf('confirmPassword', '')).toBe('field_required');
    expect(errorOf('confirmPassword', 'secreT')).toBe('passwords_do_not_match');
  });

  it('currency and country: known, and the country in any case but not blocked', () => {
    expect(errorOf('currency', '')).toBe('currency_required');
    expect(errorOf('currency', 'XYZ')).toBe('currency_invalid');
    expect(errorOf('country', 'de')).toBeNull();
    expect(errorOf('country', '')).toBe('country_required');
    expect(errorOf('country', 'XX')).toBe('country_invalid');
    expect(errorOf('country', 'US')).toBe('country_blocked');
  });

  it('birth date DD-MM-YYYY, 18 or over on the given day', () => {
    expect(errorOf('birthdate', '')).toBe('birth_date_required');
    expect(errorOf('birthdate', '2008-01-15')).toBe('birth_date_invalid');
    expect(errorOf('birthdate', '30-02-2000')).toBe('birth_date_invalid');
    expect(errorOf('birthdate', '16-01-2008')).toBe('must_be_18_or_over');
    expect(errorOf('birthdate', '15-01-2008')).toBeNull();
  });

  it('privacy policy accepted', () => {
    expect(errorOf('privacy', false)).toBe('privacy_policy_required');
  });
});
