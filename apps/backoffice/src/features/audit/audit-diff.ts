/** One field of an audit row's readable diff: its dotted path and its value before and after. */
export interface AuditChange {
  path: string;
  before: string;
  after: string;
}

const maxChanges = 60;

/** Leaves of a JSON value under dotted paths (arrays by index), each shown as compact JSON text. */
function flatten(value: unknown, path = '', into = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && path) into.set(path, Array.isArray(value) ? '[]' : '{}');
    for (const [key, item] of entries) flatten(item, path ? `${path}.${key}` : key, into);
  } else if (path || value != null) {
    into.set(path || '(value)', typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/**
 * The state after a call: a staff_audit row keeps `{ request, response }`, of which the answer is the
 * new state; a module's own audit keeps its details as they are.
 */
export function stateAfter(entry: { source: string; after: unknown }): unknown {
  if (entry.source !== 'staff' || !entry.after || typeof entry.after !== 'object') return entry.after;
  return (entry.after as { response?: unknown }).response ?? null;
}

/** The request a staff call sent (credentials already redacted by the server), or null. */
export function requestOf(entry: { source: string; after: unknown }): unknown {
  if (entry.source !== 'staff' || !entry.after || typeof entry.after !== 'object') return null;
  return (entry.after as { request?: unknown }).request ?? null;
}

/** The fields that differ between before and after (added ones have no before, removed ones no after). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const paths = [...new Set([...old.keys(), ...now.keys()])].sort();
  return paths
    .filter((path) => old.get(path) !== now.get(path))
    .slice(0, maxChanges)
    .map((path) => ({ path, before: old.get(path) ?? '', after: now.get(path) ?? '' }));
}

/** A request's fields as path and value, for the "what was asked" list. */
export function requestFields(request: unknown): { path: string; value: string }[] {
  return [...flatten(request)].slice(0, maxChanges).map(([path, value]) => ({ path, value }));
}
