import type { StudioGame } from '../games/registry';
import { canonicalJson } from './canonical-json';
import { exampleChoices } from './example-choices';

/**
 * Reading a round's choices as the round stored them: the output of the game's schema, parsed once
 * when the bet was made (dice's '50.50' is stored as 5050), and replayed as it is by the server.
 *
 * For most games parsing is idempotent, so the schema checks the stored value directly. A schema that
 * transforms (the hundredths of dice and limbo) would read a stored value a second time and change it
 * (5050 would become 505000), so for such a game the stored value is only checked for shape: the same
 * keys, each of the same type, as the game's own example once parsed.
 */

export type StoredParamsResult = { isValid: true; params: object } | { isValid: false; message: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when parsing what the schema produced gives the same value again. */
function isIdempotent(game: StudioGame, parsed: object): boolean {
  const again = game.params.safeParse(parsed);
  return again.success && canonicalJson(again.data) === canonicalJson(parsed);
}

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

function checkShape(params: Record<string, unknown>, example: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(example)) {
    if (!(key in params)) return `${key}: missing`;
    if (typeOf(params[key]) !== typeOf(value))
      return `${key}: expected ${typeOf(value)}, got ${typeOf(params[key])}`;
  }
  const extra = Object.keys(params).find((key) => !(key in example));
  return extra ? `${extra}: not a choice of this game` : null;
}

export function readStoredParams(game: StudioGame, params: unknown): StoredParamsResult {
  if (!isPlainObject(params)) return { isValid: false, message: 'the choices must be a JSON object' };
  const example = exampleChoices(game);
  if (!example || isIdempotent(game, example.params)) {
    const parsed = game.params.safeParse(params);
    if (parsed.success) return { isValid: true, params: parsed.data };
    const issue = parsed.error.issues[0];
    return {
      isValid: false,
      message: issue ? `${issue.path.join('.') || 'choices'}: ${issue.message}` : 'invalid choices',
    };
  }
  const problem = checkShape(params, example.params as Record<string, unknown>);
  return problem ? { isValid: false, message: problem } : { isValid: true, params };
}
