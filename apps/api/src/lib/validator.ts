import { findControlCharacter } from '@casino/contract/control-characters';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
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
 * The zod validation of every route, after two rules of our own on every text of a request (path,
 * query, headers, body). The NUL character: PostgreSQL text cannot store U+0000, so such a request is
 * refused as unreadable (400 bad_request) instead of failing in the database as a 500. Any other control
 * character but newline and tab: refused at the field that holds it (invalid_characters, as the field rules answer),
 * so no escape sequence is stored to reach a staff terminal or a feed.
 */
export const validatorWithoutNul: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    if (hasNul(data)) return { error: new AppError('bad_request') };
    const path = findControlCharacter(data);
    if (path) {
      // Fastify wraps this list as a validation error, as it does zod's issues: one issue, at the field.
      const instancePath = path.map((key) => `/${key}`).join('');
      const issue = {
        keyword: 'characters',
        instancePath,
        schemaPath: '',
        params: {},
        message: 'invalid_characters',
      };
      return { error: [issue] satisfies FastifySchemaValidationError[] };
    }
    return validate(data);
  };
};
