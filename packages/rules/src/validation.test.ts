import { describe, expect, it } from 'vitest';
import {
  checkBirthDate,
  checkCountry,
  checkCurrency,
  checkDepositLimitAmount,
  checkDepositLimitMinor,
  checkEmail,
  checkLoginUsername,
  checkSignupPassword,
  checkSignupUsername,
  checkStrongPassword,
  cleanPersonName,
  contactRules,
  isSafeText,
  normalizeText,
} from './validation';
import { findMissingProfileFields, profileRules } from './profile-rules';

describe('login username', () => {
  it('accepts 4 to 20 letters and numbers', () => {
    expect(checkLoginUsername('abcd')).toBeNull();
    expect(checkLoginUsername('a'.repeat(20))).toBeNull();
  });
  it('refuses the boundaries outside, and other characters', () => {
    expect(checkLoginUsername('abc')).toBe('username_must_be_between_4_and_20_characters_long');
    expect(checkLoginUsername('a'.repeat(21))).toBe('username_must_be_between_4_and_20_characters_long');
    expect(checkLoginUsername('abc_d')).toBe('invalid_username_characters_letters_and_numbers_allowed');
    expect(checkLoginUsername('')).toBe('username_required');
  });
});

describe('sign-up rules', () => {
  it('username is longer than 5 and shorter than 21', () => {
    expect(checkSignupUsername('abcde')).toBe('username_length');
    expect(checkSignupUsername('abcdef')).toBeNull();
    expect(checkSignupUsername('a'.repeat(20))).toBeNull();
    expect(checkSignupUsername('a'.repeat(21))).toBe('username_length');
    expect(checkSignupUsername('abc def')).toBe('invalid_username_characters_letters_and_numbers_allowed');
  });
  it('password is longer than 5', () => {
    expect(checkSignupPassword('12345')).toBe('password_too_short');
    expect(checkSignupPassword('123456')).toBeNull();
  });
  it('e-mail must look like one', () => {
    expect(checkEmail('a@b.co')).toBeNull();
    expect(checkEmail('a@b')).toBe('email_invalid');
    expect(checkEmail('')).toBe('email_required');
  });
  it('currency and country come from the lists; blocked countries are refused', () => {
    expect(checkCurrency('NOK')).toBeNull();
    expect(checkCurrency('GBP')).toBeNull();
    expect(checkCurrency('XYZ')).toBe('currency_invalid');
    expect(checkCountry('GB')).toBeNull();
    expect(checkCountry('US')).toBe('country_blocked');
    expect(checkCountry('XX')).toBe('country_invalid');
  });
  it('birth date is DD-MM-YYYY, a real date, 18 or over on the day', () => {
    const today = new Date(Date.UTC(2026, 10, 22));
    expect(checkBirthDate('22-11-2008', today)).toBeNull();
    expect(checkBirthDate('23-11-2008', today)).toBe('must_be_18_or_over');
    expect(checkBirthDate('32-01-1990', today)).toBe('birth_date_invalid');
    expect(checkBirthDate('01-13-1990', today)).toBe('birth_date_invalid');
    expect(checkBirthDate('31-02-1990', today)).toBe('birth_date_invalid');
    expect(checkBirthDate('1990-01-01', today)).toBe('birth_date_invalid');
  });
});

describe('passwords', () => {
  it('a strong password has 8 characters, lower, upper and a digit or special', () => {
    expect(checkStrongPassword('Abcdefg1')).toBeNull();
    expect(checkStrongPassword('Abcdefg!')).toBeNull();
    expect(checkStrongPassword('Abcdef1')).toBe('password_too_weak');
    expect(checkStrongPassword('abcdefg1')).toBe('password_too_weak');
    expect(checkStrongPassword('ABCDEFG1')).toBe('password_too_weak');
    expect(checkStrongPassword('Abcdefgh')).toBe('password_too_weak');
  });
});

describe('profile rules', () => {
  it('names are longer than 2 and at most 25', () => {
    expect(profileRules.fname('Al')).toBe('fname_too_short');
    expect(profileRules.fname('Ann')).toBeNull();
    expect(profileRules.lname('x'.repeat(25))).toBeNull();
    expect(profileRules.lname('x'.repeat(26))).toBe('lname_too_long');
  });
  it('nickname longer than 4, at most 20; address, city, zip at most 50, 50, 16', () => {
    expect(profileRules.nickname('abcd')).toBe('nickname_too_short');
    expect(profileRules.nickname('abcde')).toBeNull();
    expect(profileRules.address('x'.repeat(51))).toBe('address_too_long');
    expect(profileRules.city('x'.repeat(50))).toBeNull();
    expect(profileRules.zip('x'.repeat(17))).toBe('zip_too_long');
  });
  it('mobile is required, valid and at most 25', () => {
    expect(profileRules.mobile('+44 7911 123456')).toBeNull();
    expect(profileRules.mobile('12')).toBe('mobile_invalid');
    expect(profileRules.mobile('')).toBe('mobile_required');
    expect(profileRules.mobile('+' + '4'.repeat(25))).toBe('mobile_too_long');
  });
});

describe('safe text', () => {
  const decomposedAnne = 'Anne\u0301'; // e + combining acute: NFC makes it one letter
  it('refuses zero-width, bidi-override, control characters and markup brackets in names', () => {
    for (const name of [
      'Ann\u200Be', // zero-width space
      'Ann\u200De', // zero-width joiner
      '\u202EnnA', // right-to-left override
      'Ann\u2066e\u2069', // isolates
      'Ann\u0000e',
      'Ann\te',
      'An\u2028ne',
      '<b>Ann</b>',
      'Ann>',
    ]) {
      expect(isSafeText(name), JSON.stringify(name)).toBe(false);
      expect(profileRules.fname(name), JSON.stringify(name)).toBe('invalid_characters');
    }
    expect(profileRules.city('Köln <script>')).toBe('invalid_characters');
    expect(profileRules.nickname('nick\u202Ename')).toBe('invalid_characters');
  });
  it('accepts letters of every script, accents, apostrophes and hyphens', () => {
    for (const name of [
      "O'Brien",
      'Jean-Luc',
      'Ølstad',
      'José María',
      'Zoë',
      'Żółć',
      'محمد',
      '欧阳娜娜',
      'Ἀλέξανδρος',
    ])
      expect(profileRules.fname(name), name).toBeNull();
  });
  it('checks the length of the NFC form and normalises', () => {
    expect(normalizeText(` ${decomposedAnne} `)).toBe('Ann\u00E9');
    expect(profileRules.lname('x'.repeat(24) + 'e\u0301')).toBeNull();
  });
  it('cleans a name from a third party instead of refusing it', () => {
    expect(cleanPersonName('\u202EJo\u200Bhn <b>  Smith')).toBe('John b Smith');
    expect(cleanPersonName(undefined)).toBe('');
    expect(cleanPersonName('x'.repeat(40))).toHaveLength(25);
  });
});

describe('missing-profile check', () => {
  it('lists unknown names, empty fields and an unparsable mobile', () => {
    expect(
      findMissingProfileFields({
        fname: 'unknown',
        lname: 'Smith',
        address: '',
        city: 'Oslo',
        zip: '0150',
        mobile: '1',
      }),
    ).toEqual(['fname', 'address', 'mobile']);
  });
  it('answers nothing for a complete profile', () => {
    expect(
      findMissingProfileFields({
        fname: 'Ada',
        lname: 'Lovelace',
        address: '1 Main St',
        city: 'London',
        zip: 'N1 9GU',
        mobile: '+44 7911 123456',
      }),
    ).toEqual([]);
  });
});

describe('deposit limit and contact', () => {
  it('a limit is at least 20 and at most the maximum', () => {
    expect(checkDepositLimitAmount(19, 1000)).toBe('limit_below_minimum');
    expect(checkDepositLimitAmount(20, 1000)).toBeNull();
    expect(checkDepositLimitAmount(1001, 1000)).toBe('limit_above_maximum');
  });
  it('contact name longer than 1 and at most 25, message at most 512', () => {
    expect(contactRules.name('A')).toBe('name_too_short');
    expect(contactRules.name('Al')).toBeNull();
    expect(contactRules.message('x'.repeat(513))).toBe('message_too_long');
    expect(contactRules.message('')).toBe('message_required');
  });
});

describe('checkDepositLimitMinor', () => {
  it('holds 20 EUR exactly at each currency ratio and the maximum as shown, with no float', () => {
    expect(checkDepositLimitMinor(1999n, 100000n, 'EUR')).toBe('limit_below_minimum');
    expect(checkDepositLimitMinor(2000n, 100000n, 'EUR')).toBeNull();
    expect(checkDepositLimitMinor(1699n, 100000n, 'GBP')).toBe('limit_below_minimum');
    expect(checkDepositLimitMinor(1700n, 100000n, 'GBP')).toBeNull();
    expect(checkDepositLimitMinor(19999n, 100000n, 'NOK')).toBe('limit_below_minimum');
    expect(checkDepositLimitMinor(20000n, 100000n, 'NOK')).toBeNull();
    expect(checkDepositLimitMinor(100000n, 100000n, 'EUR')).toBeNull();
    expect(checkDepositLimitMinor(100001n, 100000n, 'EUR')).toBe('limit_above_maximum');
    // Past 2^53 minor units a float would round the last cent away.
    expect(checkDepositLimitMinor(9007199254740993n, 9007199254740992n, 'EUR')).toBe('limit_above_maximum');
  });
});
