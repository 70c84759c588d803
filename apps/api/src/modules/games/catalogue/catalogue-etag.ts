/**
 * If-None-Match holds this ETag (or '*'): the client's copy is current. The catalogue's ETags are made
 * from its version and the query (catalogue-cache.ts).
 */
export function isEtagFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}
