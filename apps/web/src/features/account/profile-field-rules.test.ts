import { describe, expect, it } from 'vitest';
import {
  checkProfileField,
  checkProfileForm,
  editableValues,
  loadPhoneRule,
  type ProfileFieldDef,
} from './profile-field-rules';

const field = (overrides: Partial<ProfileFieldDef>): ProfileFieldDef => ({
  name: 'x',
  kind: 'text',
  required: false,
  minLength: null,
  maxLength: null,
  options: null,
  value: '',
  readOnly: false,
  ...overrides,
});
const fname = field({ name: 'fname', required: true, minLength: 3, maxLength: 25 });
const nickname = field({ name: 'nickname', minLength: 5, maxLength: 20 });
const mobile = field({ name: 'mobile', kind: 'tel', required: true, maxLength: 25 });

describe('checkProfileField (spec section 5 at its boundaries)', () => {
  it('first name: longer than 2, at most 25', () => {
    expect(checkProfileField(fname, 'Al')).toBe('fname_too_short');
    expect(checkProfileField(fname, 'Ana')).toBeNull();
    expect(checkProfileField(fname, 'a'.repeat(25))).toBeNull();
    expect(checkProfileField(fname, 'a'.repeat(26))).toBe('fname_too_long');
    expect(checkProfileField(fname, '  ')).toBe('field_required');
  });
  it('nickname: optional, else longer than 4 and at most 20', () => {
    expect(checkProfileField(nickname, '')).toBeNull();
    expect(checkProfileField(nickname, 'abcd')).toBe('nickname_too_short');
    expect(checkProfileField(nickname, 'abcde')).toBeNull();
    expect(checkProfileField(nickname, 'a'.repeat(21))).toBe('nickname_too_long');
  });
  it('address 50, city 50, zip 16', () => {
    const address = field({ name: 'address', required: true, maxLength: 50 });
    const zip = field({ name: 'zip', required: true, maxLength: 16 });
    expect(checkProfileField(address, 'a'.repeat(50))).toBeNull();
    expect(checkProfileField(address, 'a'.repeat(51))).toBe('address_too_long');
    expect(checkProfileField(zip, '1'.repeat(16))).toBeNull();
    expect(checkProfileField(zip, '1'.repeat(17))).toBe('zip_too_long');
  });
  it('mobile: required, a real number, at most 25 (once the phone rule has loaded)', async () => {
    await loadPhoneRule();
    expect(checkProfileField(mobile, '')).toBe('field_required');
    expect(checkProfileField(mobile, '12345')).toBe('mobile_invalid');
    expect(checkProfileField(mobile, '+49 151 23456789')).toBeNull();
    expect(checkProfileField(mobile, `+49 ${'1'.repeat(23)}`)).toBe('mobile_too_long');
  });
  it('e-mail: required and valid', () => {
    const email = field({ name: 'email', kind: 'email', required: true });
    expect(checkProfileField(email, 'a@b')).toBe('email_invalid');
    expect(checkProfileField(email, 'a@b.co')).toBeNull();
  });
  it('falls back to the schema for fields without a shared rule', () => {
    const question = field({ name: 'securityQuestion', required: true, minLength: 3, maxLength: 10 });
    expect(checkProfileField(question, 'ab')).toBe('too_short');
    expect(checkProfileField(question, 'a'.repeat(11))).toBe('too_long');
    const choice = field({ name: 'state', options: [{ value: 'BY', label: 'Bavaria' }] });
    expect(checkProfileField(choice, 'XX')).toBe('option_invalid');
    expect(checkProfileField(choice, 'BY')).toBeNull();
  });
  it('never checks a read-only field', () => {
    expect(checkProfileField({ ...fname, readOnly: true }, '')).toBeNull();
  });
});

describe('checkProfileForm and editableValues', () => {
  const fields = [fname, nickname, field({ name: 'username', readOnly: true, value: 'player01' })];
  it('collects every error by field', () => {
    expect(checkProfileForm(fields, { fname: 'Al', nickname: 'abc' })).toEqual({
      fname: 'fname_too_short',
      nickname: 'nickname_too_short',
    });
  });
  it('sends what the player may change, never read-only fields', () => {
    expect(editableValues(fields, { fname: 'Ana', nickname: '', username: 'hacked' })).toEqual({
      fname: 'Ana',
      nickname: '',
    });
  });
});
