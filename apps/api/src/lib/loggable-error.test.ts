import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it('drops the bound parameters of a failed query', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (token_hash)=(abc123) already exists.',
    });
    const logged = JSON.stringify(
      loggableError(new DrizzleQueryError('select 1 where token_hash = $1', ['abc123'], cause)),
    );
    expect(logged).toContain('select 1 where token_hash = $1');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('abc123');
  });

  it('passes other errors through', () => {
    const error = new Error('plain');
    expect(loggableError(error)).toBe(error);
  });
});
