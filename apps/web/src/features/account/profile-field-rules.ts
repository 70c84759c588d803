import type { FormSchemaData } from '@casino/contract/player';
import { checkBirthDate, checkEmail, profileTextRules, type FieldError } from '@casino/rules/validation';

export type ProfileFieldDef = FormSchemaData['fields'][number];

const sharedRules: Record<string, (value: string) => FieldError> = { ...profileTextRules };

/**
 * The phone number's rule needs libphonenumber's metadata (some 30 KB gzip): it is fetched when a form
 * with a phone field shows (loadPhoneRule), not with the page. Until it lands the number is checked
 * for presence and length only; the server checks it in full either way.
 */
export function loadPhoneRule(): Promise<void> {
  if (sharedRules.mobile) return Promise.resolve();
  return import('@casino/rules/profile-rules').then(({ checkMobile }) => {
    sharedRules.mobile = checkMobile;
  });
}

/**
 * The live check of one schema field: the shared Profile rule of that name when there is one (the
 * server runs the same), else what the schema itself says (required, lengths, options, kind).
 * Read-only fields are never checked: the player cannot change them.
 */
export function checkProfileField(field: ProfileFieldDef, value: string): FieldError {
  if (field.readOnly) return null;
  if (value.trim() === '') return field.required ? 'field_required' : null;
  const shared = sharedRules[field.name]?.(value);
  if (shared) return shared;
  if (field.minLength !== null && value.length < field.minLength) return 'too_short';
  if (field.maxLength !== null && value.length > field.maxLength) return 'too_long';
  if (field.kind === 'email') return checkEmail(value);
  if (field.kind === 'date') return checkBirthDate(value);
  if (field.options && !field.options.some((option) => option.value === value)) return 'option_invalid';
  return null;
}

/** Every error of the form, by field name; an empty object means the form may be sent. */
export function checkProfileForm(
  fields: ProfileFieldDef[],
  values: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = checkProfileField(field, values[field.name] ?? '');
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** The values the save sends: what the player may change, nothing read-only. */
export function editableValues(
  fields: ProfileFieldDef[],
  values: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    fields.filter((field) => !field.readOnly).map((field) => [field.name, values[field.name] ?? '']),
  );
}
