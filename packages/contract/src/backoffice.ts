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
  /** The second factor is compulsory and not set up yet: every call but enrolment is refused. */
  mustEnrolTotp: z.boolean(),
});

/** A new TOTP secret (base32) and its otpauth:// URI, shown once until confirmed with a code. */
export const staffTotpEnrolmentDataSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export const staffTotpConfirmBodySchema = z.object({ code: z.string().regex(/^\d{6}$/) });
/** Per role, whether its members must enrol a second factor, and whether that is the start's default. */
export const staffTotpPolicyDataSchema = z.object({
  roles: z.array(z.object({ role: z.enum(staffRoles), required: z.boolean(), isDefault: z.boolean() })),
});
export const staffTotpPolicyBodySchema = z.object({ role: z.enum(staffRoles), required: z.boolean() });

/** Ten single-use recovery codes, shown once; only their hashes are kept. */
export const staffTotpConfirmDataSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** What the search text is: a name, e-mail or id (default), a log-in address, an affiliate code, a country. */
export const staffPlayerSearchKinds = ['text', 'ip', 'affiliate', 'country'] as const;
export type StaffPlayerSearchKind = (typeof staffPlayerSearchKinds)[number];
export const staffPlayersQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  by: z.enum(staffPlayerSearchKinds).optional(),
});
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
const at = z.iso.datetime();
const minor = z.string().regex(/^-?\d+$/);

export const staffPlayerNoteSchema = z.object({
  id: z.string(),
  staffUsername: z.string(),
  body: z.string(),
  createdAt: at,
});
export const balanceAdjustmentSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  playerId: z.string(),
  currency: z.string(),
  /** Signed minor units: positive credits the player's cash. */
  amountMinor: minor,
  reason: z.string(),
  status: z.enum(['awaiting_approval', 'applied', 'rejected']),
  requestedBy: z.string(),
  approvedBy: z.string().nullable(),
  requestedAt: at,
});

/** The player page's history panels: documents, sessions and log-ins, rounds, bonuses, loyalty. */
export const staffPlayerHistorySchema = z.object({
  documents: z.array(
    z.object({ id: z.string(), documentType: z.string(), status: z.string(), uploadedAt: at }),
  ),
  sessions: z.array(
    z.object({
      ip: z.string().nullable(),
      countryCode: z.string().nullable(),
      createdAt: at,
      lastSeenAt: at,
    }),
  ),
  logins: z.array(z.object({ at, ip: z.string().nullable() })),
  rounds: z.array(
    z.object({
      id: z.string(),
      gameId: z.string(),
      currency: z.string(),
      stake: minor,
      win: minor,
      startedAt: at,
    }),
  ),
  bonuses: z.array(
    z.object({ id: z.string(), status: z.string(), currency: z.string(), bonusMinor: minor, createdAt: at }),
  ),
  loyalty: z.object({ level: z.number().int(), cp: z.string() }),
  affiliate: z.object({ myaffid: z.string().nullable(), myafftk: z.string().nullable() }),
  notes: z.array(staffPlayerNoteSchema),
  adjustments: z.array(balanceAdjustmentSchema),
});

export const staffPlayerDataSchema = z.object({
  profile: staffPlayerRowSchema.extend({
    fname: z.string(),
    lname: z.string(),
    language: z.string(),
    emailConfirmed: z.boolean(),
    selfExcludedUntil: at.nullable(),
    lastLoginAt: at.nullable(),
    lastLoginIp: z.string().nullable(),
    blockedAt: at.nullable(),
    blockedReason: z.string().nullable(),
    closedAt: at.nullable(),
    tags: z.array(z.string()),
  }),
  balance: balanceDataSchema,
  limits: gamblingLimitsDataSchema,
  transactions: z.array(transactionSchema),
  history: staffPlayerHistorySchema,
});

/** Staff actions on a player: each says why (kept in the audit). */
export const staffPlayerReasonBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
export const staffPlayerStatusDataSchema = z.object({
  blockedAt: at.nullable(),
  closedAt: at.nullable(),
  sessionsEnded: z.number().int(),
});
export const staffPlayerMessageBodySchema = z.object({ message: z.string().trim().min(1).max(2000) });
export const staffPlayerNoteBodySchema = z.object({ body: z.string().trim().min(1).max(2000) });
/** Tags are plain words (ASCII letters, digits, _ and -), so the OpenAPI pattern says the same. */
export const staffPlayerTagsBodySchema = z.object({
  tags: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,30}$/)).max(20),
});
export const staffPlayerActionDataSchema = z.object({ done: z.boolean() });

/** A balance adjustment: a signed decimal of the player's currency, idempotent on requestId. */
export const staffAdjustmentBodySchema = z.object({
  // Drawn once per adjustment by the screen or the CLI (a UUID): visible characters, no spaces, so the
  // document's bounds are the API's (a trimmed id could be shorter than the document said).
  requestId: z.string().regex(/^[!-~]{8,100}$/, '8 to 100 visible characters, no spaces'),
  amount: z.string().regex(/^-?\d{1,12}(\.\d{1,8})?$/, 'a signed decimal amount such as -12.50'),
  reason: z.string().trim().min(1).max(500),
});
export const staffAdjustmentsQuerySchema = z.object({
  status: z.enum(['awaiting_approval', 'applied', 'rejected']).optional(),
});
export const staffAdjustmentsDataSchema = z.object({ adjustments: z.array(balanceAdjustmentSchema) });

/** Reports: one row per day and currency (minor units as strings), with the same rows as CSV. */
export const staffReportQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});
export const staffReportRowSchema = z.object({
  day: z.iso.date(),
  currency: z.string(),
  depositsMinor: minor,
  withdrawalsMinor: minor,
  ggrMinor: minor,
  bonusCostMinor: minor,
  ngrMinor: minor,
  newPlayers: z.number().int(),
  activePlayers: z.number().int(),
});
export const staffReportDataSchema = z.object({
  rows: z.array(staffReportRowSchema),
  csv: z.string(),
});

export const staffAuditQuerySchema = z.object({
  staffId: z.uuid().optional(),
  /** The staff member's username, any case (the name a log-in row was attempted under, too). */
  staffUsername: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  target: z.string().max(200).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const staffAuditRowSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Null for a failed log-in under a name no staff member has. */
  staffId: z.string().nullable(),
  staffUsername: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  resultCode: z.string(),
  ip: z.string(),
  /** Where the row is kept: staff_audit, or a module's own audit (its address not recorded there). */
  source: z.enum(['staff', 'content', 'bonus', 'competition']),
});
export const staffAuditDataSchema = z.object({ entries: z.array(staffAuditRowSchema) });

/** An identity document's file for the KYC reviewer's browser: its type and its bytes in base64. */
export const staffDocumentFileDataSchema = z.object({ mimeType: z.string(), base64: z.string() });
