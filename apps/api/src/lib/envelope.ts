import { envelopeSchema, errorEnvelopeSchema, type Envelope, type ResultCode } from '@casino/contract';
import type { z } from 'zod';

export function okEnvelope<T>(data: T, message = ''): Envelope<T> {
  return { info: { success: true, message, resultCode: 'ok' }, data };
}

export function errorEnvelope(code: ResultCode, message: string, data: unknown = null): Envelope<unknown> {
  return { info: { success: false, message, resultCode: code }, data };
}

/** Response schemas of a route: its data on 200, the error envelope otherwise (for OpenAPI). */
export function responses<T extends z.ZodType>(data: T) {
  return { 200: envelopeSchema(data), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
}
