/**
 * JSON with every object's keys sorted: two values with the same content give the same text whatever
 * order their keys came in (a jsonb column hands keys back in its own order).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
