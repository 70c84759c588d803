import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';

/**
 * The encoding a client's Accept-Encoding asks for among those a catalogue page is kept in: brotli
 * first, then gzip; null for none (or `identity` only). A coding given `q=0` is refused.
 */
export function preferredEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const isRefused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!isRefused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * A page's body, serialized and encoded in UTF-8 once, and its compressed forms made the first time a
 * client asks for them: every later request of the same page and catalogue version sends the same
 * bytes without encoding or compressing anything (a browser always asks for br or gzip).
 */
export class EncodedBody {
  private readonly encoded = new Map<BodyEncoding, Buffer>();
  /** The body's UTF-8 bytes (a string would be encoded again for every response). */
  readonly bytes: Buffer;

  constructor(text: string) {
    this.bytes = Buffer.from(text, 'utf8');
  }

  in(encoding: BodyEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(this.bytes, { level: 9 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}
