import { z } from 'zod';
import { documentDecisions, staffRoles } from './values/staff';
import { withdrawalStatusNames } from './values/wallet';
import { withdrawalRiskSchema } from './withdrawal-risk';

export {
  documentDecisions,
  roleMay,
  staffPermissions,
  staffRolePermissions,
  staffRoles,
  type StaffPermission,
  type StaffRole,
} from './values/staff';

/** The staff API (/staff/v1): bearer tokens from /login, a role per route (see routes/staff.ts). */
export const staffLoginBodySchema = z.object({
  username: z.string().min(1).max(100),
  password: z.string().min(1).max(200),
  // The captcha from GET /captcha, sent when a refusal answered `captchaRequired: true`.
  captchaId: z.uuid().optional(),
  captcha: z.string().max(20).optional(),
  // The second factor of an enrolled staff member: a 6-digit TOTP code, or one of their recovery codes.
  totp: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  recoveryCode: z.string().max(40).optional(),
});
export const staffLoginDataSchema = z.object({
  token: z.string(),
  /** The absolute end; the token also ends after `idleSeconds` unused. */
  expiresAt: z.iso.datetime(),
  idleSeconds: z.number().int().min(1),
  role: z.enum(staffRoles),
});
/** A drawn captcha of the staff log-in: its id goes back with the typed answer. */
export const staffCaptchaDataSchema = z.object({
  captchaId: z.uuid(),
  image: z.string(),
  length: z.number().int().min(1),
});
export const staffLogoutDataSchema = z.object({ revoked: z.boolean() });

export const staffUserBodySchema = z.object({
  username: z.string().min(3).max(100),
  password: z.string().min(12).max(200),
  role: z.enum(staffRoles),
});
export const staffUserDataSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(staffRoles),
});

export const staffWithdrawalsQuerySchema = z.object({ status: z.enum(withdrawalStatusNames).optional() });
export const staffWithdrawalSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  username: z.string(),
  amount: z.string(),
  currency: z.string(),
  method: z.string(),
  status: z.enum(withdrawalStatusNames),
  cryptoCurrency: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.iso.datetime(),
  processedAt: z.iso.datetime().nullable(),
  /** The first approver when the amount needs two (see the two-person rule); null otherwise. */
  firstApprovedBy: z.string().nullable().default(null),
  needsSecondApproval: z.boolean().default(false),
  /** The queue's risk signals (deposits, bonus, log-in, KYC, results); null where not computed. */
  risk: withdrawalRiskSchema.nullable().default(null),
});
export const staffWithdrawalsDataSchema = z.object({ withdrawals: z.array(staffWithdrawalSchema) });

export const staffIdParamsSchema = z.object({ id: z.uuid() });
export const staffRejectBodySchema = z
  .object({ reason: z.string().max(500).default('') })
  .default({ reason: '' });
export const staffWithdrawalDecisionDataSchema = z.object({
  id: z.string(),
  status: z.enum(withdrawalStatusNames),
  /** Above the two-person threshold the first approval only records itself; a second staff member pays. */
  awaitingSecondApproval: z.boolean().default(false),
});

export const staffDocumentsQuerySchema = z.object({ pending: z.enum(['true', 'false']).optional() });
export const staffDocumentSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  username: z.string(),
  documentType: z.string(),
  status: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime(),
  reviewNote: z.string().nullable(),
});
export const staffDocumentsDataSchema = z.object({ documents: z.array(staffDocumentSchema) });
export const staffReviewBodySchema = z.object({
  decision: z.enum(documentDecisions),
  note: z.string().max(500).nullable().default(null),
});
export const staffReviewDataSchema = z.object({
  documentId: z.string(),
  playerId: z.string(),
  status: z.string(),
  kycStatus: z.string(),
});
