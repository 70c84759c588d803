import { z } from 'zod';
import { formFieldSchema, playerSchema } from './player';

// The field rules of spec section 5 (packages/rules) stay in the use cases, so each breach answers its own
// code; these doc-only patterns state them in the OpenAPI document (the API's fuzzing test keeps them equal).
const signupUsernameDoc = { pattern: '^[A-Za-z0-9]{6,20}$' };
const emailDoc = { pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' };
const signupPasswordDoc = { pattern: '^(?=[\\s\\S]*\\S)[\\s\\S]{6,}$' };
const notBlankDoc = { pattern: '\\S' };
const strongPasswordDoc = {
  pattern: '^(?=[\\s\\S]*[a-z])(?=[\\s\\S]*[A-Z])(?=[\\s\\S]*[^A-Za-z])[\\s\\S]{8,}$',
};

/** Affiliate tracking fields carried by both registration payloads (spec section 3). */
export const affiliateFieldsSchema = z.object({
  myafftk: z.string().max(200).optional(),
  myaffid: z.string().max(200).optional(),
  goft_token: z.string().max(200).optional(),
  a_aid: z.string().max(200).optional(),
  a_bid: z.string().max(200).optional(),
});

/** POST /player/login. Field rules are checked by the use case so each breach gets its spec result code. */
export const loginBodySchema = z.object({
  username: z.string().max(100).meta(notBlankDoc),
  password: z.string().max(200).meta({ minLength: 1 }),
  captcha: z.string().max(20).optional(),
  /** Cloudflare Turnstile response token, when the skin enables Turnstile. */
  turnstileToken: z.string().max(4096).optional(),
  terms: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const lastLoginSchema = z.object({ at: z.iso.datetime(), ip: z.string() }).nullable();

export const loginDataSchema = z.object({
  playerSessionId: z.string(),
  expiresAt: z.iso.datetime(),
  player: playerSchema,
  lastLogin: lastLoginSchema,
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** `data` of a failed login: whether the next attempt needs a captcha. */
export const loginFailureDataSchema = z.object({ showCaptcha: z.boolean() });

/** GET /captcha: a server-drawn image bound to the anonymous session. */
export const captchaDataSchema = z.object({ image: z.string(), length: z.number().int() });

/** POST /register/long */
export const registerLongBodySchema = affiliateFieldsSchema.extend({
  username: z.string().max(100).meta(signupUsernameDoc),
  email: z.string().max(254).meta(emailDoc),
  password: z.string().max(200).meta(signupPasswordDoc),
  confirmPassword: z.string().max(200),
  currency: z.string().max(3),
  country: z.string().max(2),
  birthdate: z.string().max(10),
  privacy: z.boolean().meta({ enum: [true] }),
  language: z.string().max(5).optional(),
});
export type RegisterLongBody = z.infer<typeof registerLongBodySchema>;

/** `id` is the new player's id: the web's 'New Registration' analytics event carries it as user_id. */
export const registerDataSchema = z.object({ username: z.string(), email: z.string(), id: z.string() });

/** POST /validateField: one sign-up field at a time, as the player types. */
export const validatableFields = [
  'username',
  'email',
  'password',
  'currency',
  'country',
  'birthdate',
] as const;
export const validateFieldBodySchema = z.object({
  field: z.enum(validatableFields),
  value: z.string().max(254),
});
export const validateFieldDataSchema = z.object({ valid: z.boolean(), error: z.string().nullable() });

/** POST /register/complete/token */
export const completeTokenBodySchema = z.object({ token: z.string().min(1).max(200) });
export const completeTokenDataSchema = z.object({ username: z.string() });

/** POST /instantRegLogin/google (spec section 3). */
export const googleLoginBodySchema = affiliateFieldsSchema.extend({
  token_id: z.string().min(1).max(8192),
  sub: z.string().max(255).optional(),
  email: z.string().max(254).optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
  iss: z.string().max(255).optional(),
  hd: z.string().max(255).optional(),
  terms: z.boolean().optional(),
  currencycode: z.string().max(3).optional(),
  birthdate: z.string().max(10).optional(),
  username: z.string().max(100).optional(),
});
export type GoogleLoginBody = z.infer<typeof googleLoginBodySchema>;

/** POST /player/forgottenpass */
export const forgottenPasswordBodySchema = z.object({ email: z.string().max(254) });

/** GET /player/resetPassword/schema: the form, and whether this visitor must also answer a captcha. */
export const resetPasswordSchemaDataSchema = z.object({
  type: z.string(),
  fields: z.array(formFieldSchema),
  captchaRequired: z.boolean(),
});

/** `data` of a refused login of a self-excluded or frozen account. */
export const selfExcludedDataSchema = z.object({ until: z.iso.datetime() });

/** `data` of a Google sign-in that needs a username first. */
export const missingUsernameDataSchema = z.object({ email: z.string(), given_name: z.string() });

/** POST /player/resetPassword */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(200).meta(strongPasswordDoc),
  confirmPassword: z.string().max(200),
  captcha: z.string().max(20).optional(),
});

/** POST /player/changepass */
export const changePasswordBodySchema = z.object({
  oldPassword: z.string().max(200).meta(signupPasswordDoc),
  newPassword: z.string().max(200).meta(strongPasswordDoc),
  confirmPassword: z.string().max(200),
});
