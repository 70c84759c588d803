import type { validatableFields } from '@casino/contract';
import {
  checkBirthDate,
  checkCountry,
  checkCurrency,
  checkEmail,
  checkSignupPassword,
  checkSignupUsername,
  type Locale,
} from '@casino/rules';
import type { Database } from '../../db/client';
import { translateRuleKey } from '../../lib/field-errors';
import { isEmailTaken, isUsernameTaken } from './find-player';

type Field = (typeof validatableFields)[number];

/** One sign-up field as the player types, with the same rules (and uniqueness) as the sign-up itself. */
export async function validateField(
  db: Database,
  input: { field: Field; value: string; locale: Locale; now: Date },
): Promise<{ valid: boolean; error: string | null }> {
  const value = input.field === 'password' ? input.value : input.value.trim();
  let code: string | null;
  switch (input.field) {
    case 'username':
      code =
        checkSignupUsername(value) ?? ((await isUsernameTaken(db, value)) ? 'username_already_exists' : null);
      break;
    case 'email':
      code = checkEmail(value) ?? ((await isEmailTaken(db, value)) ? 'email_already_exists' : null);
      break;
    case 'password':
      code = checkSignupPassword(value);
      break;
    case 'currency':
      code = checkCurrency(value);
      break;
    case 'country':
      code = checkCountry(value.toUpperCase());
      break;
    case 'birthdate':
      code = checkBirthDate(value, input.now);
      break;
  }
  return code === null
    ? { valid: true, error: null }
    : { valid: false, error: translateRuleKey(input.locale, code) };
}
