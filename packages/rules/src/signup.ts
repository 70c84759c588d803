import {
  checkBirthDate,
  checkCountry,
  checkCurrency,
  checkEmail,
  checkPasswordConfirmation,
  checkPrivacyAccepted,
  checkSignupPassword,
  checkSignupUsername,
  type FieldError,
} from './validation';

/** The Sign up form's fields (spec section 5), in the order the form shows them. */
export const signupFields = [
  'username',
  'email',
  'password',
  'confirmPassword',
  'currency',
  'country',
  'birthdate',
  'privacy',
] as const;
export type SignupField = (typeof signupFields)[number];

/** What a sign-up carries for its rules: the form's values and the register body both fit. */
export interface SignupValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  currency: string;
  country: string;
  /** DD-MM-YYYY. */
  birthdate: string;
  privacy: boolean;
}

/**
 * One rule per sign-up field, the same for the web form and the server: each answers null when the
 * field is fine, else the error key both sides translate. `today` decides the 18+ rule.
 */
export const signupRules: { [F in SignupField]: (values: SignupValues, today: Date) => FieldError } = {
  username: (values) => checkSignupUsername(values.username.trim()),
  email: (values) => checkEmail(values.email.trim()),
  password: (values) => checkSignupPassword(values.password),
  confirmPassword: (values) =>
    values.confirmPassword === ''
      ? 'field_required'
      : checkPasswordConfirmation(values.password, values.confirmPassword),
  currency: (values) => checkCurrency(values.currency),
  country: (values) => checkCountry(values.country.toUpperCase()),
  birthdate: (values, today) => checkBirthDate(values.birthdate, today),
  privacy: (values) => checkPrivacyAccepted(values.privacy),
};

/** Every sign-up rule at once: one error key (or null) per field. */
export function checkSignup(values: SignupValues, today: Date = new Date()): Record<SignupField, FieldError> {
  return Object.fromEntries(
    signupFields.map((field) => [field, signupRules[field](values, today)]),
  ) as Record<SignupField, FieldError>;
}
