/**
 * Where uploaded document files live. Keys are made by the server (`<player id>/<uuid>.<ext>`) and
 * are the same whichever store is behind, so documents survive a move from disk to S3 by copying.
 */
export interface DocumentStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const keyPattern = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.(jpg|png|pdf)$/;

/** Refuses any key the server did not make, so no key can walk out of the store's folder. */
export function assertDocumentKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`not a document key: ${key}`);
}
