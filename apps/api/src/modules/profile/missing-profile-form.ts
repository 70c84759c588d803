import type { FormSchemaData, Player, ProfileSchemaType } from '@casino/contract';
import { findMissingProfileFields } from '@casino/rules';
import { profileForms, toSchemaField, type ProfileFieldDef } from './profile-forms';

/** Every field the missing-profile check can list (spec section 5), in the check's order. */
const checkedFields = ['fname', 'lname', 'address', 'city', 'zip', 'mobile'] as const;

const allFields = Object.values(profileForms).flat();
const missingFormFields: ProfileFieldDef[] = checkedFields.map((name) => {
  const field = allFields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`profile field ${name} is not in any form`);
  return field;
});

/** The fields a save of `type` may write: for `missing`, any field the check can list. */
export function fieldsOf(type: ProfileSchemaType): ProfileFieldDef[] {
  return type === 'missing' ? missingFormFields : profileForms[type];
}

/**
 * GET /player/schema/missing: one form of exactly the fields the cashier still needs, in the check's
 * order. A placeholder name ('unknown') is shown empty: it is what the player has to replace.
 */
export function missingProfileSchema(player: Player): FormSchemaData {
  const missing = new Set(findMissingProfileFields(player));
  return {
    type: 'missing',
    fields: missingFormFields
      .filter((field) => missing.has(field.name))
      .map((field) => {
        const shown = toSchemaField(field, player);
        return shown.value.trim().toLowerCase() === 'unknown' ? { ...shown, value: '' } : shown;
      }),
  };
}
