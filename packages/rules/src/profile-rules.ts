import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { isBlank, profileTextRules, type FieldError } from './validation';

/*
 * The rules that need the phone-number metadata (libphonenumber-js, some 30 KB gzip): the profile's
 * fields and the missing-profile check. Kept out of validation.ts so a screen where no phone number is
 * typed (login, sign-up, password) does not download it.
 */

export const profileRules = {
  ...profileTextRules,
  mobile: (value: string) => checkMobile(value),
} as const;

export function checkMobile(value: string): FieldError {
  if (isBlank(value)) return 'mobile_required';
  if (value.length > 25) return 'mobile_too_long';
  return isMobileParsable(value) ? null : 'mobile_invalid';
}

function isMobileParsable(value: string): boolean {
  try {
    return isValidPhoneNumber(value);
  } catch {
    return false;
  }
}

export type ProfileFields = {
  fname?: string | null;
  lname?: string | null;
  address?: string | null;
  city?: string | null;
  zip?: string | null;
  mobile?: string | null;
};

/**
 * The missing-profile check run before the cashier (spec section 5): names equal to 'unknown', an empty
 * address, city, zip or mobile, or a mobile that does not parse. Answers the missing field names.
 */
export function findMissingProfileFields(profile: ProfileFields): string[] {
  const missing: string[] = [];
  if (isBlank(profile.fname) || profile.fname?.trim().toLowerCase() === 'unknown') missing.push('fname');
  if (isBlank(profile.lname) || profile.lname?.trim().toLowerCase() === 'unknown') missing.push('lname');
  for (const field of ['address', 'city', 'zip'] as const) if (isBlank(profile[field])) missing.push(field);
  if (isBlank(profile.mobile) || !isMobileParsable(profile.mobile ?? '')) missing.push('mobile');
  return missing;
}
