import { z } from 'zod';
import { resultCodeNames } from './result-codes';

export const infoSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  resultCode: z.enum(resultCodeNames),
});
export type Info = z.infer<typeof infoSchema>;

/** The shape of every response body, errors included: `{ info, data }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ info: infoSchema, data });
}

/** Field-level details carried in `data` when a request fails validation. */
export const validationIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
  /** The rule's snake_case key (e.g. username_length), for clients that localize on their own. */
  code: z.string().optional(),
});
export const validationErrorDataSchema = z.object({ issues: z.array(validationIssueSchema) });
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const errorEnvelopeSchema = envelopeSchema(z.unknown().nullable());

export type Envelope<T> = { info: Info; data: T };
