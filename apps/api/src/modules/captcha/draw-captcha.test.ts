import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawCaptcha, randomCaptchaText } from './draw-captcha';
import { captchaAlphabet } from './stroke-font';

describe('drawCaptcha', () => {
  it('answers a real PNG that does not carry the answer as text', () => {
    const png = drawCaptcha('K7MPX');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(200);
    expect(png.readUInt32BE(20)).toBe(70);
    expect(png.includes('K7MPX')).toBe(false);
    const idatStart = png.indexOf('IDAT') + 4;
    const idatLength = png.readUInt32BE(idatStart - 8);
    const raw = inflateSync(png.subarray(idatStart, idatStart + idatLength));
    expect(raw.length).toBe((200 + 1) * 70);
    // Strokes are drawn: a good share of dark pixels, but far from all.
    const dark = [...raw].filter((value) => value <= 40).length;
    expect(dark).toBeGreaterThan(500);
    expect(dark).toBeLessThan(7000);
  });

  it('draws two different images for the same answer', () => {
    expect(drawCaptcha('ACDEF').equals(drawCaptcha('ACDEF'))).toBe(false);
  });

  it('makes 5-character answers from the readable alphabet', () => {
    for (let i = 0; i < 50; i += 1) {
      const text = randomCaptchaText();
      expect(text).toHaveLength(5);
      for (const char of text) expect(captchaAlphabet).toContain(char);
    }
  });
});
