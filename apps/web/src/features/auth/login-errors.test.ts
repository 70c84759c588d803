import { describe, expect, it } from 'vitest';
import { ApiError, TransportError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { describeLoginError, readShowCaptcha } from './login-errors';

const refusal = (resultCode: string, message = 'Server says so', data: unknown = { showCaptcha: false }) =>
  new ApiError({ info: { success: false, message, resultCode } as never, data }, 400);
const t = i18n.getFixedT('en', 'auth');

describe('login result codes (spec section 8)', () => {
  it.each([
    ['invalid_username_or_password', 'Invalid username or password'],
    [
      'username_must_be_between_4_and_20_characters_long',
      'Username must be between 4 and 20 characters long',
    ],
    ['invalid_captcha', 'Invalid captcha inserted'],
    ['invalid_username_characters_letters_and_numbers_allowed', 'Invalid username characters'],
  ])('%s has its own text', (code, text) => {
    expect(describeLoginError(refusal(code), t, 'en')).toBe(text);
  });

  it('explains an unconfirmed e-mail and a self-exclusion with its end date', () => {
    expect(describeLoginError(refusal('email_not_confirmed'), t, 'en')).toContain('not confirmed yet');
    const excluded = refusal('account_self_excluded', 'x', {
      until: '2031-03-04T10:00:00.000Z',
      showCaptcha: false,
    });
    const text = describeLoginError(excluded, t, 'en');
    expect(text).toContain('self-excluded until');
    expect(text).toContain('2031');
    expect(describeLoginError(refusal('account_self_excluded', 'x', null), t, 'en')).toContain(
      'once the exclusion ends',
    );
  });

  it('shows the server message for any other result, and a transport failure as it is', () => {
    expect(describeLoginError(refusal('rate_limited', 'Too many attempts, wait a minute'), t, 'en')).toBe(
      'Too many attempts, wait a minute',
    );
    expect(describeLoginError(new TransportError('network', 'Network Error'), t, 'en')).toBe('Network Error');
  });

  it('translates the named codes into the player language', async () => {
    await i18n.loadLanguages('de');
    expect(describeLoginError(refusal('invalid_captcha'), i18n.getFixedT('de', 'auth'), 'de')).toBe(
      'Ungültiger Sicherheitscode eingegeben',
    );
  });
});

describe('readShowCaptcha', () => {
  it('reads the flag of a refusal, and says nothing when the answer does not carry it', () => {
    expect(readShowCaptcha(refusal('invalid_username_or_password', 'x', { showCaptcha: true }))).toBe(true);
    expect(readShowCaptcha(refusal('invalid_username_or_password', 'x', { showCaptcha: false }))).toBe(false);
    expect(readShowCaptcha(refusal('internal_error', 'x', null))).toBeUndefined();
    expect(readShowCaptcha(new Error('boom'))).toBeUndefined();
  });
});
