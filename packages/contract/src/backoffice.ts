import { z } from 'zod';
import { gamblingLimitsDataSchema } from './responsible-gambling';
import { staffPermissions, staffRoles } from './values/staff';
import { balanceDataSchema, transactionSchema } from './wallet';

/** The back office's own calls on the staff API (issue 29): who am I, the second factor, players, audit. */
export const staffMeDataSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(staffRoles),
  permissions: z.array(z.enum(staffPermissions)),
  totpEnrolled: z.boolean(),
});

/** A new TOTP secret (base32) and its otpauth:// URI, shown once until confirmed with a code. */
export const staffTotpEnrolmentDataSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export const staffTotpConfirmBodySchema = z.object({ code: z.string().regex(/^\d{6}$/) });
/** Ten single-use recovery codes, shown once; only their hashes are kept. */
export const staffTotpConfirmDataSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const staffPlayersQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });
export const staffPlayerRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  country: z.string(),
  currency: z.string(),
  kycStatus: z.enum(['verified', 'not_verified']),
  createdAt: z.iso.datetime(),
});
export const staffPlayersDataSchema = z.object({ players: z.array(staffPlayerRowSchema) });
export const staffPlayerDataSchema = z.object({
  profile: staffPlayerRowSchema.extend({
    fname: z.string(),
    lname: z.string(),
    language: z.string(),
    emailConfirmed: z.boolean(),
    selfExcludedUntil: z.iso.datetime().nullable(),
    lastLoginAt: z.iso.datetime().nullable(),
    lastLoginIp: z.string().nullable(),
  }),
  balance: balanceDataSchema,
  limits: gamblingLimitsDataSchema,
  transactions: z.array(transactionSchema),
});

export const staffAuditQuerySchema = z.object({
  staffId: z.uuid().optional(),
  action: z.string().max(100).optional(),
  target: z.string().max(200).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const staffAuditRowSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  staffId: z.string(),
  staffUsername: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  resultCode: z.string(),
  ip: z.string(),
});
export const staffAuditDataSchema = z.object({ entries: z.array(staffAuditRowSchema) });
