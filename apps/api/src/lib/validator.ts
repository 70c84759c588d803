import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from './app-error';

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, child]) => key.includes('\u0000') || hasNul(child));
  }
  return false;
}

/**
 * The zod validation of every route, after one rule of our own: no text of a request (path, query,
 * headers, body) holds the NUL character. PostgreSQL text cannot store U+0000, so such a request is
 * refused as unreadable (400 bad_request) instead of failing in the database as a 500.
 */
export const validatorWithoutNul: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => (hasNul(data) ? { error: new AppError('bad_request') } : validate(data));
};
