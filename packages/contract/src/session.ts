import { z } from 'zod';

/** GET /anon */
export const anonSessionDataSchema = z.object({
  anonSessionId: z.string(),
  expiresAt: z.iso.datetime(),
  country_code2: z.string().nullable(),
});
export type AnonSessionData = z.infer<typeof anonSessionDataSchema>;

/** GET /checkAnonSession */
export const checkAnonSessionDataSchema = z.object({
  valid: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
});
export type CheckAnonSessionData = z.infer<typeof checkAnonSessionDataSchema>;
