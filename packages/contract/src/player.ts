import { z } from 'zod';
import { profileFormTypes } from './values/player';

export { profileFormTypes, type ProfileFormType } from './values/player';

/** What a player may see of their own account (the User entity of spec section 3, no secrets). */
export const playerSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  currency: z.string(),
  birthdate: z.string(),
  country: z.string(),
  countrycode: z.string(),
  state: z.string(),
  fname: z.string(),
  lname: z.string(),
  nickname: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  mobile: z.string(),
  securityQuestion: z.string(),
  timezone: z.string(),
  kycStatus: z.enum(['verified', 'not_verified']),
  language: z.string(),
  first_deposit: z.string(),
  first_deposit_date: z.iso.datetime().nullable(),
  emailConfirmed: z.boolean(),
});
export type Player = z.infer<typeof playerSchema>;

/**
 * Cashier readiness: `missing` is one form of exactly the fields the missing-profile check lists, in its
 * order, saved with one POST /player/update/missing.
 */
export const profileSchemaTypes = [...profileFormTypes, 'missing'] as const;
export type ProfileSchemaType = (typeof profileSchemaTypes)[number];

export const formFieldSchema = z.object({
  name: z.string(),
  kind: z.enum(['text', 'email', 'tel', 'select', 'password', 'date']),
  required: z.boolean(),
  minLength: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  value: z.string(),
  readOnly: z.boolean(),
});
export const formSchemaDataSchema = z.object({ type: z.string(), fields: z.array(formFieldSchema) });
export type FormSchemaData = z.infer<typeof formSchemaDataSchema>;

/** POST /player/update/{type}: the fields of that form, each optional. */
export const profileUpdateBodySchema = z.record(z.string(), z.string().max(254));

/** GET /player/missingProfile: the fields the cashier needs that are missing (spec section 5). */
export const missingProfileDataSchema = z.object({ missing: z.array(z.string()) });

export const lastLoggedInDataSchema = z.object({
  lastLogin: z.object({ at: z.iso.datetime(), ip: z.string() }).nullable(),
});

/** GET /player/messages: messages of the same date merged, texts joined by newlines. */
export const playerMessageSchema = z.object({
  index: z.number().int(),
  date: z.string(),
  message: z.string(),
  type: z.string(),
  /** Every text of the entry has been read (opening the notifications menu reads them). */
  isRead: z.boolean(),
  /** The web app has raised its notice for every text of the entry: a message is announced once. */
  isAnnounced: z.boolean(),
});
/** Cleared messages are left out; `index` stays the entry's place among all of the player's dates. */
export const playerMessagesDataSchema = z.object({
  messages: z.array(playerMessageSchema),
  unread: z.number(),
});
export type PlayerMessage = z.infer<typeof playerMessageSchema>;

/** POST /player/messages/read, /clear and /announced: one entry (its index) or all of them. */
export const messageSelectionBodySchema = z.union([
  z.object({ index: z.number().int().min(0) }),
  z.object({ all: z.literal(true) }),
]);
export type MessageSelectionBody = z.infer<typeof messageSelectionBodySchema>;

export const documentTypes = ['identity', 'proof_of_address', 'proof_of_payment'] as const;
export const documentStatuses = ['pending', 'approved', 'rejected'] as const;

export const playerDocumentSchema = z.object({
  id: z.string(),
  documentType: z.enum(documentTypes),
  status: z.enum(documentStatuses),
  uploadedAt: z.iso.datetime(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  reviewNote: z.string().nullable(),
});
export const playerDocumentsDataSchema = z.object({
  kycStatus: z.enum(['verified', 'not_verified']),
  documents: z.array(playerDocumentSchema),
});
export const documentsSchemaDataSchema = z.object({
  documentTypes: z.array(z.enum(documentTypes)),
  maxSizeBytes: z.number().int(),
  acceptedMimeTypes: z.array(z.string()),
});
