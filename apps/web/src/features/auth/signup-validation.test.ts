import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { storage } from '@/lib/storage';
import {
  collectAffiliateFields,
  emptySignupValues,
  formatBirthDateInput,
  mapServerIssues,
  validateSignup,
  type SignupValues,
} from './signup-validation';

const today = new Date(Date.UTC(2026, 10, 22));
const valid: SignupValues = {
  username: 'player01',
  email: 'player01@example.com',
  password: 'secret',
  confirmPassword: 'secret',
  currency: 'EUR',
  country: 'DE',
  birthdate: '22-11-2008',
  privacy: true,
};
const errorOf = (field: keyof SignupValues, value: string | boolean, base = valid) =>
  validateSignup({ ...base, [field]: value }, today)[field];

describe('sign-up rules at their boundaries (spec section 5)', () => {
  it('accepts a complete, valid form', () => {
    expect(Object.values(validateSignup(valid, today)).every((key) => key === null)).toBe(true);
  });

  it('username: longer than 5, shorter than 21, letters and numbers', () => {
    expect(errorOf('username', '')).toBe('username_required');
    expect(errorOf('username', 'abcde')).toBe('username_length');
    expect(errorOf('username', 'abcdef')).toBeNull();
    expect(errorOf('username', 'a'.repeat(20))).toBeNull();
    expect(errorOf('username', 'a'.repeat(21))).toBe('username_length');
    expect(errorOf('username', 'player_1')).toBe('invalid_username_characters_letters_and_numbers_allowed');
  });

  it('e-mail: required and valid', () => {
    expect(errorOf('email', '')).toBe('email_required');
    expect(errorOf('email', 'player@example')).toBe('email_invalid');
    expect(errorOf('email', 'a@b.co')).toBeNull();
  });

  it('password: longer than 5, and the confirmation must match', () => {
    expect(errorOf('password', 'abcde', { ...valid, confirmPassword: 'abcde' })).toBe('password_too_short');
    expect(errorOf('password', 'abcdef', { ...valid, confirmPassword: 'abcdef' })).toBeNull();
    expect(errorOf('confirmPassword', 'secreT')).toBe('passwords_do_not_match');
    expect(errorOf('confirmPassword', '')).toBe('field_required');
  });

  it('currency and country: required and valid; blocked countries refused', () => {
    expect(errorOf('currency', '')).toBe('currency_required');
    expect(errorOf('currency', 'XYZ')).toBe('currency_invalid');
    expect(errorOf('currency', 'GBP')).toBeNull();
    expect(errorOf('currency', 'NOK')).toBeNull();
    expect(errorOf('country', '')).toBe('country_required');
    expect(errorOf('country', 'XX')).toBe('country_invalid');
    expect(errorOf('country', 'US')).toBe('country_blocked');
  });

  it('birth date: DD-MM-YYYY, day at most 31, month at most 12, 18 or over', () => {
    expect(errorOf('birthdate', '')).toBe('birth_date_required');
    expect(errorOf('birthdate', '2000-01-01')).toBe('birth_date_invalid');
    expect(errorOf('birthdate', '32-01-2000')).toBe('birth_date_invalid');
    expect(errorOf('birthdate', '31-01-2000')).toBeNull();
    expect(errorOf('birthdate', '01-13-2000')).toBe('birth_date_invalid');
    expect(errorOf('birthdate', '01-12-2000')).toBeNull();
    expect(errorOf('birthdate', '22-11-2008')).toBeNull(); // 18 today
    expect(errorOf('birthdate', '23-11-2008')).toBe('must_be_18_or_over'); // 18 tomorrow
  });

  it('privacy policy acceptance is required', () => {
    expect(errorOf('privacy', false)).toBe('privacy_policy_required');
    expect(validateSignup(emptySignupValues, today).privacy).toBe('privacy_policy_required');
  });
});

describe('server field errors', () => {
  const refusal = new ApiError(
    {
      info: { success: false, message: 'Validation failed', resultCode: 'validation_error' },
      data: {
        issues: [
          { field: 'username', message: 'Nombre ya usado', code: 'username_already_exists' },
          { field: 'email', message: 'Correo no válido', code: 'some_future_rule' },
          { field: 'nonsense', message: 'ignored' },
        ],
      },
    },
    400,
  );

  it('puts each issue under its field: our text for a known rule key, the server text otherwise', () => {
    const own = (key: string) => (key === 'username_already_exists' ? 'Username already exists' : null);
    expect(mapServerIssues(refusal, own)).toEqual({
      username: 'Username already exists',
      email: 'Correo no válido',
    });
  });

  it('has no field errors for other failures', () => {
    expect(mapServerIssues(new Error('Network Error'), () => null)).toEqual({});
  });
});

describe('birth date typing', () => {
  it('keeps digits and puts the dashes in', () => {
    expect(formatBirthDateInput('0')).toBe('0');
    expect(formatBirthDateInput('011')).toBe('01-1');
    expect(formatBirthDateInput('01122000')).toBe('01-12-2000');
    expect(formatBirthDateInput('01-12-2000x9')).toBe('01-12-2000');
  });
});

describe('affiliate fields', () => {
  it('sends the stored pair and the campaign fields of the query, leaving out what is absent', () => {
    localStorage.setItem('myafftk', 'tk-1');
    localStorage.setItem('myaffid', '42');
    expect(collectAffiliateFields(storage, new URLSearchParams('goft_token=g1&a_aid=a7&other=x'))).toEqual({
      myafftk: 'tk-1',
      myaffid: '42',
      goft_token: 'g1',
      a_aid: 'a7',
    });
    localStorage.clear();
    expect(collectAffiliateFields(storage, new URLSearchParams(''))).toEqual({});
  });
});
