import type { FormSchemaData, Player, ProfileFormType } from '@casino/contract';
import { checkRequired, profileRules, type FieldError } from '@casino/rules';

type Kind = FormSchemaData['fields'][number]['kind'];

export interface ProfileFieldDef {
  name: string;
  kind: Kind;
  required: boolean;
  /** Spec section 5 says "longer than N": the form's minLength is N + 1. */
  minLength: number | null;
  maxLength: number | null;
  readOnly: boolean;
  rule?: (value: string) => FieldError;
  /** The value shown: from the player view, or nothing for secrets. */
  value: (player: Player) => string;
}

const editable = (
  name: string,
  kind: Kind,
  limits: { required?: boolean; min?: number; max: number | null },
  rule: (value: string) => FieldError,
  value: (player: Player) => string,
): ProfileFieldDef => ({
  name,
  kind,
  required: limits.required ?? false,
  minLength: limits.min ?? null,
  maxLength: limits.max,
  readOnly: false,
  rule,
  value,
});

const shown = (name: string, kind: Kind, value: (player: Player) => string): ProfileFieldDef => ({
  name,
  kind,
  required: false,
  minLength: null,
  maxLength: null,
  readOnly: true,
  value,
});

/** The four profile forms of GET /player/schema/{type}, with the Profile rules of spec section 5. */
export const profileForms: Record<ProfileFormType, ProfileFieldDef[]> = {
  personal: [
    shown('username', 'text', (p) => p.username),
    editable('fname', 'text', { required: true, min: 3, max: 25 }, profileRules.fname, (p) => p.fname),
    editable('lname', 'text', { required: true, min: 3, max: 25 }, profileRules.lname, (p) => p.lname),
    editable(
      'nickname',
      'text',
      { min: 5, max: 20 },
      (v) => (v === '' ? null : profileRules.nickname(v)),
      (p) => p.nickname,
    ),
    shown('birthdate', 'date', (p) => p.birthdate),
    shown('currency', 'text', (p) => p.currency),
  ],
  address: [
    editable('address', 'text', { required: true, max: 50 }, profileRules.address, (p) => p.address),
    editable('city', 'text', { required: true, max: 50 }, profileRules.city, (p) => p.city),
    editable('zip', 'text', { required: true, max: 16 }, profileRules.zip, (p) => p.zip),
    shown('country', 'text', (p) => p.countrycode),
  ],
  contact: [
    editable('email', 'email', { required: true, max: 254 }, profileRules.email, (p) => p.email),
    editable('mobile', 'tel', { required: true, max: 25 }, profileRules.mobile, (p) => p.mobile),
  ],
  security: [
    editable(
      'securityQuestion',
      'text',
      { required: true, max: 254 },
      checkRequired,
      (p) => p.securityQuestion,
    ),
    // The answer is stored hashed and never shown back.
    editable(
      'securityAnswer',
      'password',
      { required: true, max: 50 },
      (v) => checkRequired(v) ?? profileRules.securityAnswer(v),
      () => '',
    ),
  ],
};

export function toSchemaField(field: ProfileFieldDef, player: Player): FormSchemaData['fields'][number] {
  return {
    name: field.name,
    kind: field.kind,
    required: field.required,
    minLength: field.minLength,
    maxLength: field.maxLength,
    options: null,
    value: field.value(player),
    readOnly: field.readOnly,
  };
}

export function profileFormSchema(type: ProfileFormType, player: Player): FormSchemaData {
  return { type, fields: profileForms[type].map((field) => toSchemaField(field, player)) };
}
