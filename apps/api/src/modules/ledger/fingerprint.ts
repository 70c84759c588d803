import { createHash } from 'node:crypto';
import type { JsonValue } from '../../db/schema';

/** JSON with object keys sorted at every level, so equal requests hash equally whatever key order. */
function canonical(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key] as JsonValue)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function fingerprintOf(value: JsonValue): string {
  return createHash('sha256').update(canonical(value)).digest('hex');
}
