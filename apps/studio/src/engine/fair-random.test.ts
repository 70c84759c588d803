import { describe, expect, it } from 'vitest';
import { floatFromBytes, floatsFromDigests, uint32sFromDigests } from '@casino/fair/engine/fair-bytes';
import { digestsFor, fairFloats, fairUint32s, sha256Hex } from './fair-random';

// Vectors computed independently with Python's hmac module:
// hmac.new(b'a1b2c3-server-seed', b'my-client-seed:7:0', hashlib.sha256).digest()
const seed = { serverSeed: 'a1b2c3-server-seed', clientSeed: 'my-client-seed', nonce: 7 };

describe('provably-fair engine', () => {
  it('digests HMAC-SHA256(server seed, "client:nonce:cursor")', () => {
    const [first] = digestsFor(seed, 8);
    expect(Buffer.from(first!).toString('hex')).toBe(
      '583b5584d2d7589d52531f8142826045cb1a331ad136a639a518e0645fd90698',
    );
  });

  it('reads 4 bytes per number, 8 per digest, then moves the cursor', () => {
    expect(fairUint32s(seed, 9)).toEqual([
      1480283524, 3537328285, 1381179265, 1115840581, 3407491866, 3510019641, 2769870948, 1608058520,
      // the ninth number is the first of cursor 1 ("my-client-seed:7:1")
      357335443,
    ]);
  });

  it('turns bytes into floats as Σ byte/256^(i+1), which is the 32-bit integer over 2^32', () => {
    expect(fairFloats(seed, 1)[0]).toBe(0.34465536568313837);
    expect(floatFromBytes([0x58, 0x3b, 0x55, 0x84])).toBe(1480283524 / 2 ** 32);
    expect(floatFromBytes([0, 0, 0, 0])).toBe(0);
    expect(floatFromBytes([255, 255, 255, 255])).toBeLessThan(1);
  });

  it('gives other numbers for another nonce or client seed', () => {
    expect(fairUint32s({ ...seed, nonce: 8 }, 1)).not.toEqual(fairUint32s(seed, 1));
    expect(fairUint32s({ ...seed, clientSeed: 'other' }, 1)).not.toEqual(fairUint32s(seed, 1));
  });

  it('refuses to read more numbers than the digests hold', () => {
    const digests = digestsFor(seed, 8);
    expect(() => uint32sFromDigests(digests, 9)).toThrow();
    expect(floatsFromDigests(digests, 2)).toHaveLength(2);
  });

  it('commits to the server seed by its SHA-256', () => {
    expect(sha256Hex('a1b2c3-server-seed')).toBe(
      '791aa6b7074a8dda62f5feaaecaa0d2ec2b49ca016395fd7fd621896cbecfff4',
    );
  });
});
