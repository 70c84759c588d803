import type { ProfileFieldDef } from './profile-field-rules';

/** Browser autofill hints for the profile fields the schemas are known to carry. */
export const autoCompleteOf: Record<string, string> = {
  fname: 'given-name',
  lname: 'family-name',
  nickname: 'nickname',
  email: 'email',
  mobile: 'tel',
  address: 'street-address',
  city: 'address-level2',
  zip: 'postal-code',
  country: 'country',
  birthdate: 'bday',
  securityAnswer: 'off',
};

/** A country code read by a person: its name in the player's language (Intl, no table to keep). */
export function countryName(code: string, locale: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What a read-only field shows: country codes as names, everything else as the server sent it. */
export function displayValue(field: ProfileFieldDef, value: string, locale: string): string {
  return field.name === 'country' || field.name === 'countrycode' ? countryName(value, locale) : value;
}

export function inputTypeOf(field: ProfileFieldDef): string {
  // A date is typed as DD-MM-YYYY (spec section 5), which a native date input cannot show.
  return field.kind === 'date' || field.kind === 'select' ? 'text' : field.kind;
}
