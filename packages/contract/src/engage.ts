import { z } from 'zod';

/**
 * Live chat (spec section 3 "Live chat visitor data", section 7 GET /getTawkToPlayerDetails): what
 * the Tawk.to widget is told about the logged-in player. `hash` is Tawk's secure-mode hash: the
 * HMAC-SHA256 of the e-mail with the property's secret key, hex.
 */
export const tawkToPlayerDetailsSchema = z.object({
  player_id: z.string(),
  username: z.string(),
  email: z.string(),
  last_active: z.string().nullable(),
  balance: z.string(),
  bonus: z.string(),
  currency: z.string(),
  last_deposit: z.string().nullable(),
  previous_login: z.string().nullable(),
  last_login: z.string().nullable(),
  last_bonus: z.string().nullable(),
  hash: z.string(),
});
export type TawkToPlayerDetails = z.infer<typeof tawkToPlayerDetailsSchema>;

/** Staff: one affiliate (myaffid) and what its players brought, per currency (minor units as strings). */
export const affiliateReportQuerySchema = z.object({
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
});
export const affiliateReportRowSchema = z.object({
  affiliateId: z.string(),
  programme: z.string().nullable(),
  currency: z.string(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  firstDepositAmount: z.string(),
  bets: z.string(),
  wins: z.string(),
  netRevenue: z.string(),
  minor: z.object({
    firstDepositAmount: z.string(),
    bets: z.string(),
    wins: z.string(),
    netRevenue: z.string(),
  }),
});
export const affiliateReportDataSchema = z.object({ affiliates: z.array(affiliateReportRowSchema) });
export type AffiliateReportData = z.infer<typeof affiliateReportDataSchema>;

/** Staff: an affiliate programme of the skin; `code` is the myaffid its links carry. */
export const affiliateProgrammeBodySchema = z.object({
  code: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(100),
  postbackUrl: z.url().max(2000).nullable().optional(),
  postbackSecret: z.string().min(16).max(200).nullable().optional(),
});
export const affiliateProgrammeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  postbackUrl: z.string().nullable(),
  hasSecret: z.boolean(),
});
export const affiliateProgrammesDataSchema = z.object({ programmes: z.array(affiliateProgrammeSchema) });

/** Staff: the Tawk.to widget of the server's skin (ids as in the widget's embed URL). */
export const skinLiveChatSchema = z.object({
  enabled: z.boolean(),
  propertyId: z.string().regex(/^[A-Za-z0-9]{0,64}$/),
  widgetId: z.string().regex(/^[A-Za-z0-9]{0,64}$/),
});
